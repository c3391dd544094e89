import type { TFunction } from '../../i18n/translator.ts';
import type { PageHead } from '../../page.ts';
import type { IconName } from '../../components/ui/Icon.tsx';

/** The page head of a page of the student area or the children's pages, from training:pages.{key}. */
export function trainingHead(
  t: TFunction,
  key: string,
  options: { icone: IconName; canonical?: string; vars?: Record<string, string> },
): PageHead {
  return {
    title: t(`training:pages.${key}.title`, options.vars),
    descriptionMeta: t(`training:pages.${key}.description`, options.vars),
    h1: t(`training:pages.${key}.h1`, options.vars),
    h2: t(`training:pages.${key}.h2`, options.vars),
    template: 2,
    image: `/images/banners/${key === 'enfants' || key === 'enseignementEnfants' ? 'enfants' : 'formation'}.svg`,
    icone: options.icone,
    canonical: options.canonical,
  };
}
