/** The public face of the content feature: news and ads for the home, shop and product pages. */
export { NewsSection } from './components/news-section';
export { AdCarousel } from './components/ad-carousel';
export { AdSlot } from './components/ad-slot';
export { SideAdLayout } from './components/side-ad-layout';
export { placementAdsQuery } from './api/use-placement-ads';
