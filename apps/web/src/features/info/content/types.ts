/** One information page: a title, a one-sentence summary, and sections of prose and bullet lists. */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}
export interface InfoPage {
  title: string;
  summary: string;
  /** shown under the title, e.g. "Last updated 1 November 2026"; omit on pages that do not need it */
  updated?: string;
  sections: InfoSection[];
}
export type InfoSlug =
  | 'about'
  | 'tnc'
  | 'potc'
  | 'tncSeller'
  | 'privacy'
  | 'help'
  | 'contact'
  | 'download'
  | 'advertising'
  | 'certification';
export type InfoCatalogue = Record<InfoSlug, InfoPage>;
