import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useMatches } from 'react-router';
import type { PageHead } from '../../page.ts';
import { Banner } from './Banner.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { ScrollUp } from './ScrollUp.tsx';
import { Toolbar } from './Toolbar.tsx';

/** The deepest matched route's `page` (its loader's PageHead), if any. */
export function usePageHead(): PageHead | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i].loaderData as { page?: PageHead } | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}

/**
 * Every page: skip link, toolbar with the menu, the banner (from `page`, or the deepest route's page head),
 * the content, the footer, and the bottom-right dock (scroll-up button, cookie banner).
 */
export function Shell({ page, children }: { page?: PageHead; children: ReactNode }) {
  const { t } = useT();
  const routePage = usePageHead();
  const head = page ?? routePage;
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <header>
        <Toolbar />
        {head ? <Banner page={head} /> : <div className="h-16 bg-brand-dark" />}
      </header>
      <main id="contenu" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer />
      <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3">
        <ScrollUp />
        <CookieBanner />
      </div>
    </>
  );
}
