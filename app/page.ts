import type { MetaDescriptor } from 'react-router';
import type { IconName } from './components/ui/Icon.tsx';
import type { ShellData } from './root.server.ts';
import { readJson, type SentJson } from './sent-json.ts';

/**
 * What every page gives the shell: the banner (spec part 1 §3 "Slide") and its <title> and meta description.
 * Each route's loader returns `page` (built with pageHead() in page.server.ts) and exports `meta = pageMeta`.
 */
export interface PageHead {
  /** Shown in <title>, followed by the site name. */
  title: string;
  descriptionMeta: string;
  h1: string;
  h2?: string;
  h3?: string;
  /** 1 video, 2 wallpaper, 3 video (spec's slide templates). */
  template: 1 | 2 | 3;
  /** Banner picture (or the video's poster), a path under /images. */
  image: string;
  /** Banner video for templates 1 and 3. */
  video?: string;
  /** An icon of the icon set. */
  icone?: IconName;
  /** Address of an RSS feed offered by the page (<link rel="alternate">). */
  feed?: { title: string; href: string };
  /** `fr` when the h1 or the h2 is content written in French only (a media's title), whatever the interface. */
  h1Lang?: 'fr';
  h2Lang?: 'fr';
  /** Canonical address (path) when the page has one. */
  canonical?: string;
}

/**
 * What a route's `handle` may ask of the shell besides its strings: `banner: 'compact'` on a page whose form must show
 * on arrival (login, registration, donation…), a low banner.
 */
export interface ShellHandle {
  banner?: 'compact';
  /**
   * The page shows nothing of the member but what the shell shows (their name): its loader reads neither the member
   * nor anything of theirs, only their roles. Rendered once for every member with the same roles and kept a few
   * seconds, the name filled in as it is sent (server/member-pages.ts, decision 0077).
   */
  sameForMembers?: true;
}

export function pageMeta({
  data,
  matches,
}: {
  data: unknown;
  matches: ({ id: string; data: unknown } | undefined)[];
}): MetaDescriptor[] {
  const page = (data as { page?: PageHead } | undefined)?.page;
  const root = matches.find((m) => m?.id === 'root')?.data as { shell?: SentJson<ShellData> } | undefined;
  const site = root?.shell ? readJson(root.shell).site : undefined;
  if (!page) return [{ title: site?.name ?? '' }];
  const tags: MetaDescriptor[] = [
    { title: site ? `${page.title} | ${site.name}` : page.title },
    { name: 'description', content: page.descriptionMeta },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.descriptionMeta },
  ];
  if (page.feed)
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: page.feed.title,
      href: page.feed.href,
    });
  // Search engines want the canonical address absolute.
  if (page.canonical) {
    const href = site ? new URL(page.canonical, site.publicUrl).href : page.canonical;
    tags.push({ tagName: 'link', rel: 'canonical', href });
  }
  return tags;
}
