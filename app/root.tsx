import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import serifFont from '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import sansFont from '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import serifCyrillic from '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-cyrillic-wght-normal.woff2?url';
import sansCyrillic from '../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-cyrillic-wght-normal.woff2?url';
import type { Route } from './+types/root';
import { ErrorPage } from './components/shell/ErrorContent.tsx';
import { useOptionalRootData } from './components/shell/useRootData.ts';
import { getTranslator } from './i18n/instance.ts';
import { htmlLang } from './i18n/languages.ts';
import { pageNamespaces } from './i18n/strings.ts';
import { TranslatorContext } from './i18n/use-t.ts';
import { rootData } from './root.server.ts';
import stylesheet from './app.css?url';

export async function loader({ request, context }: Route.LoaderArgs) {
  return rootData(request, context.ctx, context.nonce);
}

/**
 * Both fonts are needed above the fold (banner title, menu): fetched with the CSS, not after it, they arrive before
 * the first paint in most cases, so the swap moves nothing (without the preloads Lighthouse measured CLS 0.12–0.14).
 * The stylesheet comes first: it holds up the first paint, so it must not queue behind the preloads.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'preload', href: serifFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: sansFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useOptionalRootData();
  const lang = data?.lang ?? 'fr';
  const matches = useMatches();
  // The strings the document was sent with (none without the root's data), for entry.client.tsx and the hints the
  // server adds (whole-document.server.ts): kept as they were after a navigation, which loads its own (useT suspends
  // until they are there).
  const [sent] = useState(() =>
    data ? { lang: data.lang, namespaces: pageNamespaces(matches).join(' ') } : undefined,
  );
  useEffect(() => {
    // Browser tests wait for this mark before clicking.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={htmlLang(lang)} data-lang={sent?.lang} data-namespaces={sent?.namespaces}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12233b" />
        <Meta />
        <Links />
        {/* A Bulgarian page needs the Cyrillic subsets above the fold as well (see links). */}
        {lang === 'bg' &&
          [serifCyrillic, sansCyrillic].map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
      </head>
      <body>
        {data ? <TranslatorContext value={getTranslator(lang)}>{children}</TranslatorContext> : children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/** The pages, inside the site's shell: routes/shell.tsx. */
export default function App() {
  return <Outlet />;
}

/**
 * When the root loader itself failed (a page's error is drawn by routes/shell.tsx, below this loader): in the shell
 * of the last page drawn after a navigation in the browser (the server is down), bare on a first page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useOptionalRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (data) return <ErrorPage status={status} error={error} />;
  return (
    <main>
      <h1>Erreur {status}</h1>
    </main>
  );
}
