import { Outlet } from 'react-router';
import { AdminNav } from '../features/admin/parts.tsx';
import { getT } from '../i18n/i18n.server.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { pageMeta, type PageHead, type ShellHandle } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import { staffOf, staffOnly } from '../features/admin/staff.server.ts';
import type { Route } from './+types/admin';

/** Its strings besides common (decision 0036); staff pages are work pages: the compact banner, as on forms. */
export const handle: StringsHandle & ShellHandle = { i18n: ['admin'], banner: 'compact' };

/**
 * The staff check, once for the branch: React Router runs it on the server before every loader and action below
 * /admin (and /df), for documents and data requests alike.
 */
export const middleware: Route.MiddlewareFunction[] = [staffOnly];

/** /admin (issue 18): the back office's frame, its navigation beside the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const { t } = getT(request);
  const page: PageHead = {
    title: t('admin:title'),
    descriptionMeta: t('admin:description'),
    h1: t('admin:h1'),
    template: 2,
    image: '/images/banners/compte.svg',
    icone: 'user',
  };
  return { page };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export default function AdminLayout() {
  return (
    <div className="mx-auto grid max-w-page gap-8 px-4 py-8 md:grid-cols-[12rem_minmax(0,1fr)] md:px-8 md:py-12">
      <AdminNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
