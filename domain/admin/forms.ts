import { z } from 'zod';
import { isCalendarDate, isLocalDateTime, maxDatabaseInteger } from '../fields.ts';
import { text } from '../text.ts';
import { PARIS } from '../../platform/dates.ts';
import { mediaAvailabilities } from '../../db/schema/media-kinds.ts';

/**
 * The staff forms' schemas, shared by the page (Conform, in the browser), its action and the domain. Browser-safe:
 * nothing but zod and the text rules. Fields arrive as the strings posted; empty optional fields become null.
 */

const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .max(max, `${max} caractères au plus`)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null));

const optionalDate = z
  .string()
  .optional()
  .refine((v) => !v || isCalendarDate(v), 'Date attendue (AAAA-MM-JJ)')
  .transform((v) => v || null);

const optionalInt = (max: number) =>
  z
    .string()
    .optional()
    .refine((v) => !v || (/^\d{1,9}$/.test(v) && Number(v) <= max), 'Nombre entier attendu')
    .transform((v) => (v ? Number(v) : null));

export { mediaAvailabilities };

/** A media's own fields (spec part 2 §3); its files, authors and children are edited apart. */
export const mediaFormSchema = z.object({
  titre: text({ error: 'Titre requis' }).trim().min(1, 'Titre requis').max(300, '300 caractères au plus'),
  sousTitre: optionalText(300),
  mediaTypeId: z
    .string({ error: 'Type requis' })
    .regex(/^\d{1,4}$/, 'Type requis')
    .transform(Number),
  /** HTML, sanitised by the domain before it is stored. */
  contenu: optionalText(200_000, true),
  datePublication: optionalDate,
  dateEvenement: optionalDate,
  theme: optionalText(100),
  /**
   * The list-page categories (toutLesLivres, exhortationsAudio…): the form's checkboxes post one value each, the API
   * may also send them comma-separated; the stored list is the same either way.
   */
  categories: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => [...new Set((Array.isArray(v) ? v : (v ?? '').split(',')).map((c) => c.trim()).filter(Boolean))])
    .pipe(z.array(text().max(100, '100 caractères au plus par catégorie')).max(50, '50 catégories au plus')),
  revueNomId: optionalInt(1_000_000),
  numRevue: optionalInt(100_000),
  serieId: optionalInt(1_000_000),
  isbn: optionalText(20),
  nbrPages: optionalInt(100_000),
  /** A book's or a magazine's shelves in the bookshop's catalogue and its availability (decision 0113). */
  niveau1: optionalText(100),
  niveau2: optionalText(100),
  niveau3: optionalText(100),
  disponibilite: z
    .enum(['', ...mediaAvailabilities], { error: 'Disponibilité inconnue : disponible, épuisé ou à paraître' })
    .optional()
    .transform((v) => v || null),
  /** A checkbox: present when ticked. */
  publique: z
    .union([z.string(), z.boolean()])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
});
export type MediaFormValues = z.output<typeof mediaFormSchema>;

const mediaSortKeys = ['id', 'titre', 'type', 'datePublication', 'updatedAt'] as const;

/** The media list's state, as the page's address carries it; anything unreadable falls back to the default. */
export const mediaListQuerySchema = z.object({
  q: text().max(200).optional().catch(undefined),
  type: z.coerce.number().int().positive().max(maxDatabaseInteger).optional().catch(undefined),
  visibilite: z.enum(['publique', 'cachee']).optional().catch(undefined),
  du: z.string().refine(isCalendarDate).optional().catch(undefined),
  au: z.string().refine(isCalendarDate).optional().catch(undefined),
  tri: z.enum(mediaSortKeys).catch('updatedAt'),
  ordre: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export const roleChangeSchema = z.object({
  role: text({ error: 'Rôle requis' }).min(1, 'Rôle requis'),
  grant: z.enum(['1', '0']).transform((v) => v === '1'),
});

const isoDay = z.string().refine(isCalendarDate).optional().catch(undefined);

/** The churches list's state, as the page's address carries it: search (name, town, postcode), sort, page. */
export const churchListQuerySchema = z.object({
  q: text().max(200).optional().catch(undefined),
  tri: z.enum(['pays', 'ville', 'nom']).catch('pays'),
  ordre: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const donationSortKeys = ['createdAt', 'paidAt', 'montant', 'nom'] as const;
export const donationStates = ['NOUVEAU', 'PROMIS', 'PAIEMENT_CARTE', 'PAYE'] as const;
export const donationMethods = ['CARTE', 'RIB', 'CHEQUE'] as const;

/** The donations list's state, as the page's address carries it: state, method, dates (of the gift), search, sort. */
export const donationListQuerySchema = z.object({
  q: text().max(200).optional().catch(undefined),
  etat: z.enum(donationStates).optional().catch(undefined),
  mode: z.enum(donationMethods).optional().catch(undefined),
  du: isoDay,
  au: isoDay,
  tri: z.enum(donationSortKeys).catch('createdAt'),
  ordre: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** A promised transfer or cheque marked received: the day it arrived (today when empty, never in the future). */
export const donationReceivedSchema = z.object({
  date: z
    .string()
    .optional()
    .refine((v) => !v || isCalendarDate(v), 'Date attendue (AAAA-MM-JJ)')
    .transform((v) => v || null),
});

export const regularGiftStates = ['active', 'paused', 'failing', 'stopped'] as const;

/** The regular gifts' page (decision 0120): the donors of a state, and the month whose payments are listed. */
export const regularGivingQuerySchema = z.object({
  etat: z.enum(regularGiftStates).optional().catch(undefined),
  mois: z
    .string()
    // A year from 1000: the month's bounds are dates the database reads (year 0 is none).
    .regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
});

/** The annual receipts' run: the year, and for the run the preview's token the staff confirm. */
export const annualReceiptsSchema = z.object({
  annee: z.coerce
    .number({ error: 'Année attendue' })
    .int('Année attendue')
    .min(2000, 'Année attendue')
    .max(2100, 'Année attendue'),
  jeton: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'Aperçu attendu')
    .optional(),
});

/** A regular payment given back at the provider (refunded by the staff, or disputed by the donor's bank). */
export const paymentReversalSchema = z.object({
  motif: z.enum(['refunded', 'disputed'], { error: 'Motif attendu : refunded ou disputed' }),
});

/** The year of an export for the accounts. */
export const exportYearSchema = z.coerce
  .number({ error: 'Année attendue' })
  .int('Année attendue')
  .min(2000, 'Année attendue')
  .max(2100, 'Année attendue');

const subscriberSortKeys = ['nom', 'credit', 'updatedAt'] as const;

/** The subscribers list's state, as the page's address carries it: search, delivery, credit left, sort and page. */
export const subscriberListQuerySchema = z.object({
  q: text().max(200).optional().catch(undefined),
  livraison: z.enum(['domicile', 'eglise']).optional().catch(undefined),
  credit: z.enum(['avec', 'sans']).optional().catch(undefined),
  tri: z.enum(subscriberSortKeys).catch('nom'),
  ordre: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** An issue shipped to every subscriber with credit left (`npm run admin -- revue:ship ID_REVUE`). */
export const shipIssueSchema = z.object({
  revue: z
    .string({ error: 'Revue requise' })
    .regex(/^\d{1,9}$/, 'Revue requise')
    .transform(Number),
});

const parisLocal = (label: string) =>
  z
    .string({ error: `${label} requise` })
    .refine(isLocalDateTime, `${label} attendue (AAAA-MM-JJ HH:MM, heure de Paris)`);

/** When a ballot opens and closes, in Paris time (as the form's date and time fields give it). */
export const ballotScheduleFormSchema = z
  .object({ opens: parisLocal('Date d’ouverture'), closes: parisLocal('Date de clôture') })
  .refine((v) => v.closes > v.opens, { path: ['closes'], message: 'La clôture doit suivre l’ouverture' });

const parisMinutes = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the wall-clock time of Paris, for a date and time field (AAAA-MM-JJTHH:MM). */
export function parisLocalTime(instant: Date | string): string {
  const parts = Object.fromEntries(parisMinutes.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The roles a private file can be for (decision 0050). */
export const privateFileRoles = ['ROLE_CANDIDAT', 'ROLE_ENSEIGNEMENT_ENFANTS'] as const;

/** A private file's listing fields (its bytes come from the staff upload facility). */
export const privateFileFormSchema = z.object({
  titre: text({ error: 'Titre requis' }).trim().min(1, 'Titre requis').max(300, '300 caractères au plus'),
  rubrique: text({ error: 'Rubrique requise' }).trim().min(1, 'Rubrique requise').max(100, '100 caractères au plus'),
  rang: z
    .string({ error: 'Rang requis' })
    .regex(/^\d{1,4}$/, 'Nombre entier attendu (0 à 9999)')
    .transform(Number),
  role: z.enum(privateFileRoles, { error: 'Rôle inconnu' }),
});

/** The kinds of file the staff may send (domain/admin/uploads.ts). */
export const uploadKinds = ['audio', 'video', 'document', 'image'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * The fields sent with an uploaded file, before it in the multipart body: what it is for (`fichier`, one of a media's
 * files; `couverture`, a media's cover image; `libre`, a file on its own), the media, an optional name and
 * description, the kind expected, whether the public sees it, and the page to come back to after a plain form.
 */
export const uploadFieldsSchema = z.object({
  usage: z.enum(['fichier', 'couverture', 'libre'], { error: 'Usage inconnu' }).default('libre'),
  mediaId: optionalInt(1_000_000_000),
  nom: optionalText(200),
  description: optionalText(1000),
  genre: z
    .union([z.enum(uploadKinds), z.literal('')])
    .optional()
    .transform((v) => v || null),
  visiblePublic: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  retour: z
    .string()
    .optional()
    .transform((v) => (v && /^\/admin(\/[\w\-/]*)?$/.test(v) ? v : null)),
});

/** Lines of a textarea, trimmed, empty ones dropped. */
const lines = (max: number) =>
  text({ multiline: true })
    .max(max * 200, `${max} lignes au plus`)
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((l) => l.length <= max, `${max} lignes au plus`);

/** Ids picked in a multiple select: one string or several. */
const pickedIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter(Boolean))
  .refine((v) => v.every((id) => /^\d{1,9}$/.test(id)), 'Choix inconnu')
  .transform((v) => [...new Set(v.map(Number))]);

const youtubeId = /^[\w-]{11}$/;

/** A YouTube address or id: the 11-character id. */
function youtubeIdOf(value: string): string | null {
  const v = value.trim();
  if (youtubeId.test(v)) return v;
  const m = v.match(/(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/)([\w-]{11})/);
  return m ? m[1] : null;
}

/**
 * A media's relations (spec part 2 §3): authors and arrangements picked from lists (authors in the order picked),
 * Bible references, children, YouTube videos and notes one per line, in their order.
 *   references: "Jean 3.16-21" (the book's name, then the passage)
 *   enfants: a media's number (its rank is the line's)
 *   videos: a YouTube address or id, then optionally " | title"
 *   notes: one note per line, numbered in order
 */
export const mediaLinksSchema = z.object({
  auteurs: pickedIds.refine((v) => v.length <= 50, '50 auteurs au plus'),
  arrangements: pickedIds.refine((v) => v.length <= 50, '50 arrangements au plus'),
  references: lines(100),
  enfants: lines(500)
    .refine((l) => l.every((id) => /^\d{1,9}$/.test(id)), 'Un numéro de média par ligne')
    .transform((l) => [...new Set(l.map(Number))]),
  videos: lines(50)
    .refine(
      (l) => l.every((line) => youtubeIdOf(line.split('|')[0]) !== null),
      'Une adresse ou un identifiant YouTube par ligne',
    )
    .transform((l) =>
      l.map((line) => {
        const [address, ...title] = line.split('|');
        return { idYoutube: youtubeIdOf(address)!, titre: title.join('|').trim() || null };
      }),
    ),
  notes: lines(200),
});
