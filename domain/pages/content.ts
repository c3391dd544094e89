/**
 * The association's own pages as data (content/pages/<slug>.json, loaded by the seed into page_editoriale): French
 * text written for the association, Scripture in the Louis Segond 1910 version. Browser-safe: types only.
 */
export interface BibleReference {
  /** E.g. « Jean 3.16 ». */
  ref: string;
  /** The verse's text (Louis Segond 1910). */
  texte: string;
}

export interface PageImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface EditorialSection {
  id: string;
  titre: string;
  /** The section's colour (confession of faith): dark enough for white text on it. */
  couleur?: string;
  /** Paragraphs; « [n] » marks a call to the n-th footnote. */
  paragraphes: string[];
  references?: BibleReference[];
  image?: PageImage;
}

/** A document of the governance page: drawn to PDF by the seed, its text kept here. */
export interface GovernanceDocument {
  nom: string;
  type: 'rapport' | 'proces-verbal';
  titre: string;
  paragraphes: string[];
}

export interface Officer {
  nom: string;
  /** Share of time: Temps plein, Mi-temps, Bénévole… */
  temps: string;
  type: string;
  residence: string;
}

export interface BankAccount {
  banque: string;
  titulaires: string;
}

export interface EditorialPage {
  slug: string;
  titre: string;
  intro: string;
  sections?: EditorialSection[];
  /** Footnotes, numbered from 1 in this order. */
  notes?: string[];
  /** The page's own PDF (its full text). */
  pdf?: { nom: string; titre: string };
  documents?: GovernanceDocument[];
  responsables?: Officer[];
  banques?: BankAccount[];
}

/** A page with the addresses of its PDFs, as the page shows it. */
export interface EditorialPageView extends EditorialPage {
  pdfUrl?: string;
  documents?: (GovernanceDocument & { url?: string })[];
}

/** The slugs of the association's pages; the sect-question page's slug carries the mission's name (spec part 3 §2). */
export const editorialSlugs = [
  'historique',
  'confession-de-foi',
  'la-mission-le-phare-n-est-pas-une-secte',
  'gouvernance',
] as const;
export type EditorialSlug = (typeof editorialSlugs)[number];

/** A paragraph cut into text and footnote calls: « voir [2] » → ['voir ', 2]. */
export function footnoteParts(paragraph: string): (string | number)[] {
  return paragraph
    .split(/\[(\d+)\]/)
    .map((part, i) => (i % 2 ? Number(part) : part))
    .filter((part) => part !== '');
}

/** Where a page's PDFs are kept in the file store. */
export function pdfKey(slug: string, nom: string): string {
  return `pages/${slug}/${nom}.pdf`;
}
