import { Form, Link } from 'react-router';
import { listMediaForStaff, mediaFormChoices } from '../../domain/admin/index.ts';
import { mediaPath } from '../../domain/media/browser.ts';
import { Button, LinkButton } from '../components/ui/index.ts';
import { AdminTable } from '../features/admin/DataTable.tsx';
import { PreviewLink } from '../features/admin/PreviewLink.tsx';
import { AdminHeading, useListHref } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.medias';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const [list, { types }] = await Promise.all([
    listMediaForStaff(context.ctx, viewer, params),
    mediaFormChoices(context.ctx, viewer),
  ]);
  return { list, types };
}

export const headers = privatePageHeaders;

const inputClass = 'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2';

/** /admin/medias: every media, hidden ones too; search, filters, sort and page all in the address. */
export default function AdminMedias({ loaderData: { list, types } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const { query } = list;
  const href = useListHref();
  const day = (d: string | null) =>
    d ? new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC' }).format(new Date(d)) : '—';
  return (
    <section aria-labelledby="admin-medias">
      <AdminHeading action={<LinkButton to="/admin/medias/nouveau">{t('media.new')}</LinkButton>}>
        <span id="admin-medias">{t('media.heading')}</span>
      </AdminHeading>
      <Form method="get" role="search" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <input type="hidden" name="tri" value={query.tri} />
        <input type="hidden" name="ordre" value={query.ordre} />
        <label className="font-semibold sm:col-span-2 lg:col-span-1">
          {t('list.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} className={inputClass} />
        </label>
        <label className="font-semibold">
          {t('media.type')}
          <select name="type" defaultValue={query.type ?? ''} className={inputClass}>
            <option value="">{t('list.all')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.nom}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold">
          {t('media.visibility')}
          <select name="visibilite" defaultValue={query.visibilite ?? ''} className={inputClass}>
            <option value="">{t('list.all')}</option>
            <option value="publique">{t('media.public')}</option>
            <option value="cachee">{t('media.hidden')}</option>
          </select>
        </label>
        <label className="font-semibold">
          {t('list.from')}
          <input type="date" name="du" defaultValue={query.du ?? ''} className={inputClass} />
        </label>
        <label className="font-semibold">
          {t('list.to')}
          <input type="date" name="au" defaultValue={query.au ?? ''} className={inputClass} />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
          <Button type="submit" variant="secondary">
            {t('list.filter')}
          </Button>
          <Link to={href({ q: null, type: null, visibilite: null, du: null, au: null })}>{t('list.reset')}</Link>
        </div>
      </Form>
      <AdminTable
        caption={t('media.caption')}
        rows={list.rows}
        rowKey={(m) => m.id}
        state={query}
        total={list.total}
        pageSize={list.pageSize}
        empty={t('list.empty')}
        columns={[
          { id: 'id', header: t('media.id'), sortable: true, cell: (m) => m.id, numeric: true },
          {
            id: 'titre',
            header: t('media.titre'),
            sortable: true,
            rowHeader: true,
            cell: (m) => <Link to={`/admin/medias/${m.id}`}>{m.titre}</Link>,
          },
          { id: 'type', header: t('media.type'), sortable: true, cell: (m) => m.type },
          {
            id: 'datePublication',
            header: t('media.datePublication'),
            sortable: true,
            cell: (m) => day(m.datePublication),
          },
          {
            id: 'visibility',
            header: t('media.visibility'),
            cell: (m) => (m.publique ? t('media.public') : t('media.hidden')),
          },
          {
            id: 'updatedAt',
            header: t('media.updatedAt'),
            sortable: true,
            cell: (m) => day(new Date(m.updatedAt).toISOString().slice(0, 10)),
          },
          {
            id: 'view',
            header: <span className="sr-only">{t('preview')}</span>,
            cell: (m) => <PreviewLink to={mediaPath(m)} name={m.titre} />,
          },
        ]}
      />
    </section>
  );
}
