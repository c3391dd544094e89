import type { Ctx } from '../context.ts';
import { audioTracksOf, feedCoverUrl, type Feed } from '../media/index.ts';
import { searchSharedWord } from './shared-word.ts';
import { sharedWordSearchInput, type SharedWordSearch } from './schemas.ts';

export const searchFeedPath = '/parole-partagee-bdd/podcast.xml';

/** The address of the podcast feed of a search (its state as `q`, as on the page). */
export function searchFeedHref(q: string): string {
  return `${searchFeedPath}?${new URLSearchParams({ q }).toString()}`;
}

function stateOf(q: string | null): SharedWordSearch {
  try {
    const parsed = sharedWordSearchInput.safeParse(JSON.parse(q ?? '{}'));
    if (parsed.success) return parsed.data;
  } catch {
    // A broken address is the default search, as on the page.
  }
  return sharedWordSearchInput.parse({});
}

/**
 * The podcast feed of a shared-word search (beyond the spec): the audio files of its 100 best media that have one,
 * one episode each, in the format of the site's other podcast feeds.
 */
export async function searchFeed(ctx: Ctx, q: string | null): Promise<Omit<Feed, 'section'>> {
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const state = stateOf(q);
  const found = await searchSharedWord(ctx, { ...state, pageNumber: 1, pageSize: 100 }, { audioOnly: true });
  const tracks = await audioTracksOf(
    ctx,
    found.results.map((r) => r.id),
  );
  const items = found.results.flatMap((r) => {
    const own = tracks.filter((t) => t.mediaId === r.id);
    return own.map((t) => ({
      guid: `${base}/fichiers/${t.fichierId}`,
      title: own.length > 1 ? `${r.titre} — ${t.titre}` : r.titre,
      description: t.description ?? r.sousTitre ?? r.titre,
      link: base + r.url,
      pubDate: new Date(`${r.datePublication ?? '2000-01-01'}T05:00:00Z`),
      enclosure: { url: base + t.url, length: t.sizeBytes, type: t.contentType },
      durationSeconds: t.durationSeconds,
    }));
  });
  const text = state.queryString.trim();
  const page = `/parole-partagee-bdd?${new URLSearchParams({ q: JSON.stringify(state) }).toString()}`;
  return {
    title: text ? `Parole partagée : « ${text} »` : 'Parole partagée : recherche audio',
    description: `Les messages audio de la recherche${text ? ` « ${text} »` : ''} dans la Parole partagée.`,
    link: base + page,
    self: base + searchFeedHref(JSON.stringify(state)),
    image: await feedCoverUrl(ctx, 'exhortations-audio'),
    author: ctx.config.SITE_NAME,
    owner: { name: ctx.config.SITE_NAME, email: ctx.config.SITE_EMAIL },
    items,
  };
}
