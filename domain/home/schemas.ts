import { z } from 'zod';
import { isSitePath } from '../site-path.ts';
import { text } from '../text.ts';

/** The interface languages (app/i18n/languages.ts), French first: a card's words are given in each. */
export const homeCardLanguages = ['fr', 'en', 'es', 'de', 'bg', 'kr'] as const;
export type HomeCardLanguage = (typeof homeCardLanguages)[number];

/** The icons of the site's set that suit a card. */
export const homeCardIcons = [
  'church',
  'bible',
  'music',
  'home',
  'training',
  'child',
  'news',
  'heart',
  'cross',
] as const;
export type HomeCardIcon = (typeof homeCardIcons)[number];

/** A page of the site (/eglises) or an https address. */
const address = (what: string) =>
  text()
    .trim()
    .max(500)
    .refine((v) => (isSitePath(v) && /^\S*$/.test(v)) || /^https:\/\/[^\s/]+\.\S+$/.test(v), {
      error: `${what} : une page du site (/…) ou une adresse https:// attendue`,
    });

const line = (max: number) => text().trim().max(max, `${max} caractères au plus`);

/** One language's fields, named `titre_en`…: flat, as a form posts them. */
const languageFields = (lang: HomeCardLanguage) => ({
  [`titre_${lang}`]: lang === 'fr' ? line(80).min(1, 'Titre requis') : line(80).optional(),
  [`sousTitre_${lang}`]: line(120).optional(),
  [`texte_${lang}`]: lang === 'fr' ? line(400).min(1, 'Texte requis') : line(400).optional(),
});

/**
 * A home card as the back office's form and the API give it. French words are required; another language's are
 * all given or none (then the card shows the French ones there). storedCard turns its output into the stored card.
 */
export const homeCardSchema = z
  .object({
    bloc: z.coerce
      .number({ error: 'Bloc 1 ou 2 attendu' })
      .int()
      .min(1, 'Bloc 1 ou 2 attendu')
      .max(2, 'Bloc 1 ou 2 attendu'),
    rang: z.coerce
      .number({ error: 'Nombre entier attendu (0 à 99)' })
      .int('Nombre entier attendu (0 à 99)')
      .min(0, 'Nombre entier attendu (0 à 99)')
      .max(99, 'Nombre entier attendu (0 à 99)'),
    lien: address('Lien'),
    icone: z.enum(homeCardIcons, { error: 'Icône inconnue' }),
    image: address('Image'),
    ...Object.assign({}, ...homeCardLanguages.map(languageFields)),
  })
  .superRefine((card, ctx) => {
    for (const lang of homeCardLanguages.slice(1)) {
      const given = (card[`titre_${lang}`] || card[`texte_${lang}`]) as string | undefined;
      for (const field of ['titre', 'texte']) {
        if (given && !card[`${field}_${lang}`]) {
          ctx.addIssue({
            code: 'custom',
            path: [`${field}_${lang}`],
            message: field === 'titre' ? 'Titre requis' : 'Texte requis',
          });
        }
      }
    }
  });

/** The stored card from the schema's output: each language's words together, the languages without words left out. */
export function storedCard(card: z.output<typeof homeCardSchema>) {
  return {
    bloc: card.bloc as number,
    rang: card.rang as number,
    lien: card.lien as string,
    icone: card.icone as HomeCardIcon,
    image: card.image as string,
    textes: Object.fromEntries(
      homeCardLanguages
        .filter((lang) => card[`titre_${lang}`])
        .map((lang) => [
          lang,
          {
            titre: card[`titre_${lang}`] as string,
            sousTitre: (card[`sousTitre_${lang}`] as string | undefined) ?? '',
            texte: card[`texte_${lang}`] as string,
          },
        ]),
    ),
  };
}
