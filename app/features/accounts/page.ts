import type { TFunction } from '../../i18n/translator.ts';
import type { PageHead } from '../../page.ts';

type PageKey = 'login' | 'register' | 'forgot' | 'reset' | 'activation' | 'account' | 'direct';

/** The banner and head of the account pages, from the accounts strings. */
export function accountPage(t: TFunction, key: PageKey): PageHead {
  const h2 = t(`accounts:${key}.h2`, { defaultValue: '' });
  return {
    title: t(`accounts:${key}.title`),
    descriptionMeta: t(`accounts:${key}.description`),
    h1: t(`accounts:${key}.h1`),
    h2: h2 || undefined,
    template: 2,
    image: key === 'direct' ? '/images/banners/direct.svg' : '/images/banners/compte.svg',
    icone: key === 'direct' ? 'live' : 'user',
  };
}
