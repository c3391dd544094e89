import { and, arrayContains, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { fixedMediaIds, sectionCategories } from './categories.ts';
import { audioFileTypes } from './lists.ts';
import { localDate } from './readings-text.ts';
import { fileUrl, mediaPath } from './urls.ts';

const { media, mediaFichiers, fichiers, dailyReadings } = schema;

/**
 * Podcast feeds (RSS 2.0 with the iTunes tags) of the public audio sections, at /podcasts/{section}.xml.
 * The audio courses are for candidates only and have no feed.
 */
export const feedSections = {
  'meditation-quotidienne': {
    title: 'Méditation quotidienne',
    description: 'Deux méditations audio pour nourrir chaque journée de la Parole de Dieu.',
    page: '/meditation-quotidienne',
  },
  'exhortations-audio': {
    title: 'Exhortations audio',
    description: 'Les exhortations de la parole partagée, à écouter ou à réécouter.',
    page: `/parole-partagee-spl/${sectionCategories.exhortationsAudio}`,
  },
  'bible-en-un-an': {
    title: 'La Bible en un an',
    description: 'Chaque jour, la lecture du jour pour parcourir toute la Bible (Louis Segond 1910) en une année.',
    page: '/podcast-bible-en-un-an',
  },
} as const;
export type FeedSection = keyof typeof feedSections;

function isFeedSection(value: string): value is FeedSection {
  return Object.hasOwn(feedSections, value);
}

export function feedPath(section: FeedSection): string {
  return `/podcasts/${section}.xml`;
}

/** Store key of a feed's square cover (a PNG, as podcast directories require). */
function feedCoverKey(section: FeedSection): string {
  return `podcasts/${section}.png`;
}

/**
 * The absolute address of a section's square cover, or null before the seed drew it. Apple Podcasts refuses a feed
 * without one: the feed of an audio search borrows the audio exhortations' cover.
 */
export async function feedCoverUrl(ctx: Ctx, section: FeedSection): Promise<string | null> {
  const [cover] = await ctx.db
    .select({ id: fichiers.id, nom: fichiers.nom, extension: fichiers.extension })
    .from(fichiers)
    .where(eq(fichiers.storageKey, feedCoverKey(section)));
  return cover ? ctx.config.PUBLIC_URL.replace(/\/$/, '') + fileUrl(cover) : null;
}

export interface FeedItem {
  guid: string;
  title: string;
  description: string;
  link: string;
  pubDate: Date;
  enclosure: { url: string; length: number; type: string };
  durationSeconds: number | null;
}

export interface Feed {
  section: FeedSection;
  title: string;
  description: string;
  link: string;
  self: string;
  image: string | null;
  author: string;
  owner: { name: string; email: string };
  items: FeedItem[];
}

const trackColumns = {
  fichierId: fichiers.id,
  nom: fichiers.nom,
  extension: fichiers.extension,
  description: fichiers.description,
  sizeBytes: fichiers.sizeBytes,
  contentType: fichiers.contentType,
  durationSeconds: fichiers.durationSeconds,
  mediaId: media.id,
  titre: media.titre,
  sousTitre: media.sousTitre,
  date: sql<string | null>`coalesce(${media.datePublication}, ${media.dateEvenement})`,
  createdAt: media.createdAt,
  rang: mediaFichiers.rang,
};

/** A date (YYYY-MM-DD) as an instant: 6 a.m. in Paris, near enough for a publication date. */
function morning(date: string): Date {
  return new Date(`${date}T05:00:00Z`);
}

function textOf(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The audio files of public media, one item each; a media with several files numbers them in rank order. */
async function mediaItems(ctx: Ctx, where: ReturnType<typeof and>): Promise<FeedItem[]> {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const rows = await ctx.db
    .select(trackColumns)
    .from(mediaFichiers)
    .innerJoin(media, eq(media.id, mediaFichiers.mediaId))
    .innerJoin(fichiers, eq(fichiers.id, mediaFichiers.fichierId))
    .where(
      and(
        where,
        eq(media.publique, true),
        eq(mediaFichiers.visiblePublic, true),
        inArray(fichiers.fichierTypeId, [...audioFileTypes]),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${media.datePublication}, ${media.dateEvenement})`),
      desc(media.id),
      asc(mediaFichiers.rang),
    );
  const perMedia = new Map<number, number>();
  for (const r of rows) perMedia.set(r.mediaId, (perMedia.get(r.mediaId) ?? 0) + 1);
  return rows.map((r) => {
    const several = (perMedia.get(r.mediaId) ?? 0) > 1;
    return {
      guid: `${base}/fichiers/${r.fichierId}`,
      title: !several ? r.titre : r.nom.startsWith(r.titre) ? r.nom : `${r.titre} — ${r.nom}`,
      description: r.description ?? r.sousTitre ?? r.titre,
      link: base + mediaPath({ id: r.mediaId, titre: r.titre }),
      pubDate: r.date ? morning(r.date) : r.createdAt,
      enclosure: {
        url: base + fileUrl({ id: r.fichierId, nom: r.nom, extension: r.extension }),
        length: r.sizeBytes,
        type: r.contentType,
      },
      durationSeconds: r.durationSeconds,
    };
  });
}

const frenchDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Bible-in-a-year readings from 1 January up to today, newest first. */
async function bibleItems(ctx: Ctx): Promise<FeedItem[]> {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const today = localDate(ctx.clock.now());
  const year = today.slice(0, 4);
  const rows = await ctx.db
    .select({
      jour: dailyReadings.jour,
      titre: dailyReadings.titre,
      fichierId: fichiers.id,
      nom: fichiers.nom,
      extension: fichiers.extension,
      sizeBytes: fichiers.sizeBytes,
      contentType: fichiers.contentType,
      durationSeconds: fichiers.durationSeconds,
    })
    .from(dailyReadings)
    .innerJoin(fichiers, eq(fichiers.id, dailyReadings.fichierId))
    .where(
      and(
        eq(dailyReadings.plan, 'bibleEnUnAn'),
        gte(dailyReadings.jour, '01-01'),
        lte(dailyReadings.jour, today.slice(5)),
      ),
    )
    .orderBy(desc(dailyReadings.jour));
  return rows
    .filter(
      (r) => !Number.isNaN(Date.parse(`${year}-${r.jour}T00:00:00Z`)) && (r.jour !== '02-29' || isLeap(Number(year))),
    )
    .map((r) => {
      const date = `${year}-${r.jour}`;
      return {
        guid: `${base}/podcasts/bible-en-un-an/${date}`,
        title: `${frenchDay.format(new Date(`${date}T00:00:00Z`))} : ${r.titre.replace(/,\s*/g, ', ')}`,
        description: r.titre,
        link: `${base}${feedSections['bible-en-un-an'].page}`,
        pubDate: morning(date),
        enclosure: {
          url: base + fileUrl({ id: r.fichierId, nom: r.nom, extension: r.extension }),
          length: r.sizeBytes,
          type: r.contentType,
        },
        durationSeconds: r.durationSeconds,
      };
    });
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** One section's feed with absolute addresses from PUBLIC_URL; an unknown section is NotFound. */
export async function buildFeed(ctx: Ctx, section: string): Promise<Feed> {
  if (!isFeedSection(section)) throw new NotFound('Flux inconnu');
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const meta = feedSections[section];
  const items =
    section === 'bible-en-un-an'
      ? await bibleItems(ctx)
      : section === 'meditation-quotidienne'
        ? await mediaItems(ctx, and(inArray(media.id, [...fixedMediaIds.dailyMeditations])))
        : await mediaItems(ctx, and(arrayContains(media.categories, [sectionCategories.exhortationsAudio])));
  return {
    section,
    title: `${meta.title} — ${ctx.config.SITE_SHORT_NAME}`,
    description: meta.description,
    link: base + meta.page,
    self: base + feedPath(section),
    image: await feedCoverUrl(ctx, section),
    author: ctx.config.SITE_NAME,
    owner: { name: ctx.config.SITE_NAME, email: ctx.config.SITE_EMAIL },
    items: items.map((i) => ({ ...i, description: textOf(i.description) })),
  };
}
