import { asc, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { anonymousRoles } from '../accounts/index.ts';
import { editorialSlugs } from '../pages/index.ts';
import { churchPages } from '../churches/index.ts';
import { isMenuGroup, siteMenu, visibleMenu } from '../content/index.ts';
import type { Ctx } from '../context.ts';
import { bookTypes, gospelTypes, teachingTypes } from './categories.ts';
import { promotedReadings } from './readings.ts';
import { mediaPath } from './urls.ts';

const { media } = schema;

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** YYYY-MM-DD of the last change, when known. */
  lastmod?: string;
}

/** The media section pages: the lists behind the menu's entries and the "À la une" cards. */
const sectionPages: readonly string[] = [
  '/',
  '/parole-partagee',
  '/parole-partagee-spl/exhortationsAudio',
  '/parole-partagee-spl/exhortationsEcrite',
  ...gospelTypes.map((t) => `/decouvrir-l-evangile/${t}`),
  '/decouvrir-l-evangile-l-esperance-chretienne',
  '/decouvrir-l-evangile-au-sein-de-la-detresse',
  '/decouvrir-l-evangile-a-ceux-qui-aiment-la-lumiere',
  '/decouvrir-l-evangile-l-evangile-de-jean',
  ...teachingTypes.map((t) => `/enseignement/${t}`),
  '/temoignages',
  '/temoignages/témoignages à lire',
  '/messages-video',
  '/messages-video/exhortationsVideo',
  '/actualites',
  '/podcasts',
  '/meditation-quotidienne',
  '/podcast-bible-en-un-an',
  ...Object.keys(promotedReadings).map((p) => `/${p}`),
  ...bookTypes.map((t) => `/livres/${t}`),
  ...editorialSlugs.map((slug) => `/${slug}`),
  '/parole-partagee-bdd',
  '/revues/revues',
  '/revues/articles-revues',
  '/revue',
  '/cookies',
];

/** The paths of the menu a visitor without account sees. */
function publicMenuPages(ctx: Ctx): string[] {
  return visibleMenu(siteMenu(ctx.config), anonymousRoles).flatMap((e) =>
    (isMenuGroup(e) ? e.children : [e]).flatMap((l) => (l.to ? [l.to] : [])),
  );
}

/**
 * Every public page worth indexing: the public pages of the menu, the section pages, every public media page and
 * every church's page.
 */
export async function sitemapEntries(ctx: Ctx): Promise<SitemapEntry[]> {
  const pages = [...publicMenuPages(ctx), ...sectionPages];
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const rows = await ctx.db
    .select({ id: media.id, titre: media.titre, updatedAt: media.updatedAt })
    .from(media)
    .where(eq(media.publique, true))
    .orderBy(asc(media.id));
  const unique = [...new Set(pages)];
  return [
    ...unique.map((p) => ({ loc: base + encodeURI(p) })),
    ...rows.map((r) => ({ loc: base + mediaPath(r), lastmod: r.updatedAt.toISOString().slice(0, 10) })),
    ...(await churchPages(ctx)).map((c) => ({ loc: base + c.path, lastmod: c.lastmod })),
  ];
}
