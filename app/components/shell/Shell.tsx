import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useLocation, useMatches } from 'react-router';
import type { PageHead, ShellHandle } from '../../page.ts';
import { PageLinks } from '../ui/PageLink.tsx';
import { Banner } from './Banner.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { ScrollUp } from './ScrollUp.tsx';
import { Toolbar } from './Toolbar.tsx';

/** The deepest matched route's `page` (its loader's PageHead), if any. */
function usePageHead(): PageHead | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i].loaderData as { page?: PageHead } | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}

/**
 * After a navigation in the browser to another page, the focus goes to the new page's h1 (the banner's title), which a
 * screen reader then reads, as a full load would start there; not on the first page, nor when only the query changes
 * (a list's filters).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>('h1') ?? document.getElementById('contenu');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Every page: skip link, toolbar with the menu, the banner (from `page`, or the deepest route's page head),
 * the content, the footer, and the bottom-right dock (scroll-up button, cookie banner).
 */
export function Shell({ page, children }: { page?: PageHead; children: ReactNode }) {
  const { t } = useT();
  useFocusOnNavigation();
  const routePage = usePageHead();
  const compact = useMatches().some((m) => (m.handle as ShellHandle | undefined)?.banner === 'compact');
  const head = page ?? routePage;
  return (
    <PageLinks>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <header>
        <Toolbar />
        {head ? <Banner page={head} compact={compact} /> : <div className="h-16 bg-brand-dark" />}
      </header>
      <main id="contenu" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer />
      <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3">
        <ScrollUp />
        <CookieBanner />
      </div>
    </PageLinks>
  );
}
