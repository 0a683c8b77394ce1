/** The information pages of spec §2, one component each so the router can load them lazily. */
import { InfoArticle } from './info-article';

export const AboutPage = () => <InfoArticle slug="about" />;
export const TermsPage = () => <InfoArticle slug="tnc" />;
export const PurchaseOrderTermsPage = () => <InfoArticle slug="potc" />;
export const SellerTermsPage = () => <InfoArticle slug="tncSeller" />;
export const PrivacyPage = () => <InfoArticle slug="privacy" />;
export const HelpPage = () => <InfoArticle slug="help" />;
export const DownloadPage = () => <InfoArticle slug="download" />;
export const AdvertisingPage = () => <InfoArticle slug="advertising" />;
export const CertificationPage = () => <InfoArticle slug="certification" />;
