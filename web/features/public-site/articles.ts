/**
 * The long-form public pages (guides and legal pages): their paths and catalogue keys. The router
 * and the prerenderer build their routes from this list; the footer and the services page
 * link to these paths.
 */
export const guidePages = [
  ['/assurance-auto/formule', 'guides.formule'],
  ['/assurance-auto/formule/tous-risques', 'guides.tous-risques'],
  ['/assurance-auto/formule/tiers', 'guides.tiers'],
  ['/assurance-auto/formule/tiers-entendu', 'guides.tiers-entendu'],
  ['/assurance-auto/sinistre/vol', 'guides.vol'],
  ['/assurance-auto/sinistre/incendie', 'guides.incendie'],
] as const;

export const legalPages = [
  ['/mentions-legales', 'legal.mentions-legales'],
  ['/confidentialite', 'legal.confidentialite'],
  ['/classement', 'legal.classement'],
  ['/cgu', 'legal.cgu'],
] as const;

/** A catalogue key of an article: `guides.<slug>` or `legal.<slug>`. */
export type ArticleKey = (typeof guidePages)[number][1] | (typeof legalPages)[number][1];

/** One article as the catalogue holds it. */
export interface Article {
  title: string;
  description: string;
  lead: string;
  sections: readonly {
    heading: string;
    paragraphs?: readonly string[];
    items?: readonly string[];
  }[];
}
