import { z } from 'zod';
import { text } from '../text.ts';
import { mediaAvailabilities } from '../../db/schema/media-kinds.ts';

/** Bounds of both search screens (issue 13 item 2): any other value is refused with one of these messages. */
export const pageSizes = [18, 30, 35, 48, 50, 100] as const;
const maxQueryLength = 200;
const maxPageNumber = 10_000;
export const facetLimit = 900;

const searchMessages = {
  queryTooLong: `La recherche ne doit pas dépasser ${maxQueryLength} caractères`,
  pageSize: 'La taille de page doit être 18, 30, 35, 48, 50 ou 100',
  pageNumber: `Le numéro de page doit être un entier entre 1 et ${maxPageNumber}`,
  category: 'Catégorie inconnue : toutParolePartagee, ouvrage ou revue',
  filterType: 'Type de filtre inconnu',
  sort: 'Tri inconnu : relevance, titre_asc, titre_desc, date_parution_asc ou date_parution_desc',
  facetValue: 'Valeur de filtre invalide',
  tooManyValues: 'Trop de valeurs de filtre',
} as const;

const query = text({ error: 'La recherche doit être du texte' }).max(maxQueryLength, searchMessages.queryTooLong);
const pageSize = z.union(
  pageSizes.map((n) => z.literal(n)),
  { error: searchMessages.pageSize },
);
const pageNumber = z
  .number({ error: searchMessages.pageNumber })
  .int(searchMessages.pageNumber)
  .min(1, searchMessages.pageNumber)
  .max(maxPageNumber, searchMessages.pageNumber);

export const sharedWordCategories = ['toutParolePartagee', 'ouvrage', 'revue'] as const;
export type SharedWordCategory = (typeof sharedWordCategories)[number];
/** The filter groups of the shared-word database, in the order the page shows them. */
export const filterGroupTypes = [
  'mediaType',
  'auteur',
  'livreBible',
  'annee',
  'serie',
  // The catalogue of books and magazines (spec part 2 §3 "Searchable article or journal record", decision 0113).
  'niveau_1',
  'niveau_2',
  'niveau_3',
  'collection',
  'annee_parution',
  'disponibilite',
  'disponible_en_librairie',
  'nombre_de_pages',
  'prix_vente',
] as const;
export type FilterGroupType = (typeof filterGroupTypes)[number];

/** The bounds of the ranges the page counts and the price (in euros) are counted in. */
export const facetRangeBounds = { nombre_de_pages: [100, 200, 300, 500], prix_vente: [10, 20, 30, 50] } as const;
export type RangeFacet = keyof typeof facetRangeBounds;

/** A range's id: `min-max` (min ≤ value < max), the last one `min-`. */
export function rangeIds(type: RangeFacet): string[] {
  const bounds = [0, ...facetRangeBounds[type]];
  return bounds.map((min, i) => `${min}-${bounds[i + 1] ?? ''}`);
}

const filterValue = z.union([text().max(200, searchMessages.facetValue), z.number().int()], {
  error: searchMessages.facetValue,
});

/** What a filter item's id must be in the groups that take only some values, and the message when it is not. */
const filterIdRules: Partial<Record<FilterGroupType, { valid: (id: string) => boolean; message: string }>> = {
  annee_parution: { valid: (id) => /^\d{4}$/.test(id), message: 'L’année de parution doit avoir quatre chiffres' },
  disponibilite: {
    valid: (id) => (mediaAvailabilities as readonly string[]).includes(id),
    message: 'Disponibilité inconnue : disponible, epuise ou a_paraitre',
  },
  disponible_en_librairie: {
    valid: (id) => id === 'true' || id === 'false',
    message: 'La disponibilité en librairie doit être true ou false',
  },
  nombre_de_pages: {
    valid: (id) => rangeIds('nombre_de_pages').includes(id),
    message: `Tranche de pages inconnue : ${rangeIds('nombre_de_pages').join(', ')}`,
  },
  prix_vente: {
    valid: (id) => rangeIds('prix_vente').includes(id),
    message: `Tranche de prix inconnue : ${rangeIds('prix_vente').join(', ')}`,
  },
};

/** The search state of part 2 §3 as the page and the API send it (part 2 §7 "cleaned search object"). */
export const sharedWordSearchInput = z.object({
  category: z.enum(sharedWordCategories, { error: searchMessages.category }).default('toutParolePartagee'),
  queryString: query.default(''),
  filters: z
    .array(
      z
        .object({
          type: z.enum(filterGroupTypes, { error: searchMessages.filterType }),
          valueType: z.string().max(40).optional(),
          filterItems: z
            .array(z.object({ id: filterValue, value: z.unknown().optional() }))
            .max(facetLimit, searchMessages.tooManyValues),
        })
        .superRefine((group, ctx) => {
          const rule = filterIdRules[group.type];
          group.filterItems.forEach((item, i) => {
            if (rule && !rule.valid(String(item.id)))
              ctx.addIssue({ code: 'custom', message: rule.message, path: ['filterItems', i, 'id'] });
          });
        }),
    )
    .max(filterGroupTypes.length, searchMessages.tooManyValues)
    .default([]),
  pageNumber: pageNumber.default(1),
  pageSize: pageSize.default(30),
});
export type SharedWordSearch = z.output<typeof sharedWordSearchInput>;

export const articleSorts = [
  'relevance',
  'titre_asc',
  'titre_desc',
  'date_parution_asc',
  'date_parution_desc',
] as const;
export type ArticleSort = (typeof articleSorts)[number];
export const articleFacetNames = ['revue', 'auteurs', 'theme', 'date_parution'] as const;
export type ArticleFacetName = (typeof articleFacetNames)[number];

const facetSelection = z
  .array(text({ error: searchMessages.facetValue }).max(200, searchMessages.facetValue))
  .max(facetLimit, searchMessages.tooManyValues);

/** The magazine article search (part 3 §4 "Article search"). */
export const articleSearchInput = z.strictObject({
  query: query.default(''),
  sort: z.enum(articleSorts, { error: searchMessages.sort }).default('relevance'),
  facets: z
    .strictObject(
      {
        revue: facetSelection.optional(),
        auteurs: facetSelection.optional(),
        theme: facetSelection.optional(),
        date_parution: facetSelection.optional(),
      },
      { error: searchMessages.filterType },
    )
    .default({}),
  page: pageNumber.default(1),
  size: pageSize.default(48),
});
export type ArticleSearch = z.output<typeof articleSearchInput>;

export const suggestInput = z.object({ q: query.default('') });
