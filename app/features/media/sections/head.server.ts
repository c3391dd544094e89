import type { TFunction } from '../../../i18n/translator.ts';
import { data } from 'react-router';
import { NotFound } from '../../../../domain/errors.ts';
import type { PageHead } from '../../../page.ts';

/** Banner pictures of the section pages (public/images/sections). */
export type SectionImage =
  | 'parole-partagee'
  | 'evangile'
  | 'enseignement'
  | 'temoignages'
  | 'messages-video'
  | 'actualites'
  | 'podcasts'
  | 'bible';

/** The page head of a section from its strings under sections:pages.{key} (title, description, h1, h2). */
export function sectionHead(
  t: TFunction,
  key: string,
  image: SectionImage,
  options: Partial<Pick<PageHead, 'icone' | 'canonical' | 'feed' | 'h2' | 'h3' | 'title' | 'descriptionMeta'>> & {
    vars?: Record<string, string>;
  } = {},
): PageHead {
  const { vars, ...rest } = options;
  return {
    title: t(`sections:pages.${key}.title`, vars),
    descriptionMeta: t(`sections:pages.${key}.description`, vars),
    h1: t(`sections:pages.${key}.h1`, vars),
    h2: t(`sections:pages.${key}.h2`, vars),
    template: 2,
    image: `/images/sections/${image}.svg`,
    ...rest,
  };
}

/** An unknown {type} or id: the site's 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A domain NotFound becomes the 404 page; anything else stays an error. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof NotFound) notFound();
    throw err;
  }
}
