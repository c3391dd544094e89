import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { PageHead } from '../../page.ts';
import { LinkButton } from '../ui/Button.tsx';
import { isReservedPage } from './reserved.ts';
import { Shell } from './Shell.tsx';
import { useRootData } from './useRootData.ts';

type ErrorKey = 'errors.notFound' | 'errors.away' | 'errors.refused' | 'errors.reserved' | 'errors.server';

/** The strings of an error page: not found (404), the site away for a moment (503: its database), a page reserved to
 * other roles (403, decision 0112), refused (any other 4xx: a value that cannot be read), any other failure. */
function errorKey(status: number, reserved = false): ErrorKey {
  if (reserved) return 'errors.reserved';
  if (status === 404) return 'errors.notFound';
  if (status === 503) return 'errors.away';
  return status >= 400 && status < 500 ? 'errors.refused' : 'errors.server';
}

/** Banner of the error pages (404, 503, other 4xx, 500), built from the "common" strings. */
export function errorPageHead(
  t: (key: string, options?: Record<string, unknown>) => string,
  status: number,
  reserved = false,
): PageHead {
  const key = errorKey(status, reserved);
  return {
    title: t(`${key}.title`),
    descriptionMeta: t(status === 404 ? 'errors.notFound.description' : `${key}.text`),
    h1: t(`${key}.h1`),
    h2: t(`${key}.h2`, { status }),
    template: 2,
    image: '/images/banners/erreur.svg',
    icone: 'alert',
  };
}

/**
 * Body of the 404 page (also when a route throws a 404), of the 503 page (the site's database away for a moment: the
 * same page asked again), of a refused request's page (another 4xx) and of the 500 page; `detail` (development only)
 * shows what went wrong.
 */
export function ErrorContent({ status, detail, reserved }: { status: number; detail?: string; reserved?: boolean }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const key = errorKey(status, reserved);
  const notFound = key === 'errors.notFound';
  return (
    <section className="mx-auto max-w-prose px-5 py-12 md:py-16">
      <p className="mb-6 text-lg">{t(`${key}.text`)}</p>
      <div className="flex flex-wrap gap-3">
        {/* After a failure the page is loaded afresh, not drawn in the page that failed. */}
        {key === 'errors.away' ? (
          <LinkButton to={pathname + search} reloadDocument>
            {t('errors.away.retry')}
          </LinkButton>
        ) : (
          <LinkButton to="/" reloadDocument={key === 'errors.server'}>
            {t(`${key}.home`)}
          </LinkButton>
        )}
        {(notFound || reserved) && (
          <LinkButton to="/contact" variant="outline">
            {t(notFound ? 'errors.notFound.contact' : 'errors.reserved.contact')}
          </LinkButton>
        )}
      </div>
      {detail && <pre className="mt-8 overflow-x-auto rounded-md bg-sand p-4 text-sm">{detail}</pre>}
    </section>
  );
}

/** The 404, refusal or 500 page inside the shell, in the visitor's language; the stack trace only in development. Needs the root loader's data. */
export function ErrorPage({ status, error }: { status: number; error: unknown }) {
  const { t } = useT();
  const { site } = useRootData();
  const reserved = isReservedPage(error);
  const page = errorPageHead(t, status, reserved);
  const detail = import.meta.env.DEV && error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : undefined;
  return (
    <Shell page={page}>
      <title>{`${page.title} | ${site.name}`}</title>
      <ErrorContent status={status} detail={detail} reserved={reserved} />
    </Shell>
  );
}
