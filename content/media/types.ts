/**
 * The shape of the demo catalogue in content/media/: plain data the seed (db/seed/media-catalogue.ts) loads.
 * Texts are French, written for the association; Scripture is quoted from the Louis Segond 1910 only.
 */
export interface AudioEntry {
  nom: string;
  description?: string;
  /** Length of the generated demo audio, in seconds (short: the files are made by the seed). */
  secondes: number;
  /** Hidden from the public (course material): the file route refuses it. */
  prive?: boolean;
}

export interface CoverEntry {
  /** Picture drawn on the cover. */
  motif: 'phare' | 'croix' | 'vagues' | 'montagne' | 'livre' | 'colombe' | 'soleil' | 'epi';
  /** Two colours of the background gradient. */
  couleurs: [string, string];
}

export interface MediaEntry {
  id: number;
  /** Media type code (1 exhortation, 2 cantique… 15 actualité, 16 recueil, 17 chapitre). */
  type: number;
  titre: string;
  sousTitre?: string;
  /** HTML; sanitised by the seed. */
  contenu?: string;
  /** List-page keys of domain/media/categories.ts. */
  categories?: string[];
  auteurs?: string[];
  /** Publication date, YYYY-MM-DD. */
  date?: string;
  dateEvenement?: string;
  livre?: { nbrPages: number; isbn: string; dateEdition: string; prix: number; lienLjc: string };
  revue?: { nom: string; numero: number };
  /** A book's or a magazine's shelves in the bookshop's catalogue (widest first) and whether it can be had. */
  rayon?: { niveaux: string[]; disponibilite: 'disponible' | 'epuise' | 'a_paraitre' };
  serie?: string;
  origine?: string;
  arrangements?: string[];
  harmonisations?: string[];
  typeCantiques?: string[];
  theme?: string;
  typeObjet?: string;
  /** Bible references: [book full name, reference]. */
  refs?: [string, string][];
  audios?: AudioEntry[];
  /** A PDF made by the seed from the text (articles, written exhortations). */
  pdf?: boolean;
  videos?: { idYoutube: string; titre?: string }[];
  notes?: string[];
  couverture?: CoverEntry;
  /** Photos of an album: title, description, scene drawn. */
  photos?: { nom: string; description: string; scene: number }[];
  /** Children in rank order (a magazine issue's articles, a collection's news). */
  enfants?: number[];
  publique?: boolean;
}

export interface AuthorEntry {
  cle: string;
  prenom?: string;
  nom: string;
  pays?: string;
  annees?: string;
  origine?: string;
}
