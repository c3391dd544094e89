import { z } from 'zod';
import { text } from '../text.ts';
import { youtubeId } from './youtube.ts';

/** The live meetings' input schemas, shared by `live:set`, the back office's form (in the browser too) and its API. */

const meetingNames = ['reunion', 'pastorale'] as const;

const link = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\//.test(v), message)
    .refine((v) => v === '' || URL.canParse(v), message)
    .transform((v) => v || null)
    .optional();
const youtubeLink = link('Adresse YouTube invalide').refine(
  (v) => v == null || youtubeId(v) !== null,
  'Adresse YouTube invalide',
);

/** The broadcast switch: on or off (true or false from a JSON call); anything else is refused. */
const broadcast = z
  .union([z.boolean(), z.enum(['on', 'off', 'true', 'false'])], { error: 'La diffusion vaut on ou off' })
  .transform((v) => v === true || v === 'on' || v === 'true')
  .optional();

/**
 * What staff change on a live meeting, with `live:set`, the back office's form (whose fields are all posted, the
 * broadcast as on or off) or PUT /admin/live: a field left out stays as it is, an empty address clears it.
 */
export const liveSetSchema = z.object({
  reunion: z.enum(meetingNames, { error: 'Réunion inconnue (reunion ou pastorale)' }).default('reunion'),
  annonce: text({ multiline: true }).trim().max(2000, 'Annonce trop longue (2000 caractères au plus)').optional(),
  youtube: youtubeLink,
  diffusion: broadcast,
  audio: link('Adresse audio invalide'),
  derniere: youtubeLink,
});
export type LiveSetInput = z.input<typeof liveSetSchema>;

/** A link of the information meeting: http(s) or a path of the site. */
const isLink = (v: string) => /^(https?:\/\/|\/)/.test(v) && !v.startsWith('//');
const linkMessage = 'Adresse attendue (https://… ou /chemin du site)';
const httpLink = z.string({ error: linkMessage }).refine(isLink, linkMessage);

/** The value of "ag-reunion-information" (decision 0046): documents to download, an audio recording, a YouTube video. */
export const reunionInformationSchema = z.object({
  fichiersATelecharger: z
    .array(z.object({ nom: z.string().min(1, 'Nom du document requis'), lien: httpLink }))
    .default([]),
  lienAudio: httpLink.nullish().transform((v) => v ?? null),
  lienYoutube: httpLink.nullish().transform((v) => v ?? null),
});

const optionalLink = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || isLink(v), linkMessage)
  .transform((v) => v || null);

/**
 * The same value from the back office's form (or the API): documents as rows of a name and a link, a row left
 * empty is dropped, an empty link clears it. Its output is a valid `reunionInformationSchema` value.
 */
export const reunionInformationFormSchema = z.object({
  fichiersATelecharger: z
    .array(
      z.object({ nom: z.string().trim().default(''), lien: z.string().trim().default('') }).superRefine((row, ctx) => {
        if (!row.nom && !row.lien) return;
        if (!row.nom) ctx.addIssue({ code: 'custom', path: ['nom'], message: 'Nom du document requis' });
        if (!isLink(row.lien)) ctx.addIssue({ code: 'custom', path: ['lien'], message: linkMessage });
      }),
    )
    .max(50, '50 documents au plus')
    .default([])
    .transform((rows) => rows.filter((r) => r.nom || r.lien)),
  lienAudio: optionalLink,
  lienYoutube: optionalLink.refine((v) => v == null || youtubeId(v) !== null, 'Adresse YouTube invalide'),
});
