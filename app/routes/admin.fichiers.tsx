import { href, Link } from 'react-router';
import { listPrivateFilesForStaff } from '../../domain/admin/index.ts';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { formatFileSize } from '../components/ui/file-size.ts';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.fichiers';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return {
    files: await listPrivateFilesForStaff(context.ctx, viewer),
    deleted: url.searchParams.has('supprime'),
    page: staffPage(request, 'files.heading'),
  };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/fichiers: the course and children files, by role, section and rank. */
export default function AdminPrivateFiles({ loaderData: { files, deleted } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  return (
    <ListPage
      done={deleted ? t('files.deleted') : null}
      caption={t('files.caption')}
      list={{ rows: files }}
      rowKey={(f) => f.id}
      columns={[
        {
          header: t('files.titre'),
          rowHeader: true,
          cell: (f) => (
            <Link to={href('/admin/fichiers/:id', { id: String(f.id) })} lang="fr">
              {f.titre}
            </Link>
          ),
        },
        { header: t('files.role'), cell: (f) => t(`files.roles.${f.role}`, { defaultValue: f.role }) },
        { header: t('files.rubrique'), cell: (f) => f.rubrique },
        { header: t('files.rang'), cell: (f) => f.rang, numeric: true },
        {
          header: t('files.file'),
          cell: (f) => (
            <a href={f.url} className="whitespace-nowrap">
              {`${f.nom}.${f.extension}`}
            </a>
          ),
        },
        { header: t('files.size'), cell: (f) => formatFileSize(f.sizeBytes, lang), numeric: true },
      ]}
    >
      <p className="mb-6">{t('files.intro')}</p>
    </ListPage>
  );
}
