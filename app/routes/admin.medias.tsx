import { href, Link } from 'react-router';
import { listMediaForStaff, mediaFormChoices } from '../../domain/admin/index.ts';
import { mediaPath } from '../../domain/media/browser.ts';
import { LinkButton } from '../components/ui/index.ts';
import { FilterDate, FilterSelect, ListPage, ListSearch } from '../features/admin/AdminPage.tsx';
import { staffListLoader } from '../features/admin/page.server.ts';
import { PreviewLink } from '../features/admin/PreviewLink.tsx';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { intlLocale } from '../i18n/languages.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.medias';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader(args: Route.LoaderArgs) {
  const viewer = staffOf(args.context);
  const [list, { types }] = await Promise.all([
    staffListLoader(args, listMediaForStaff, 'media.heading'),
    mediaFormChoices(args.context.ctx, viewer),
  ]);
  return { ...list, types };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/medias: every media, hidden ones too; search, filters, sort and page all in the address. */
export default function AdminMedias({ loaderData: { list, types } }: Route.ComponentProps) {
  const { t, lang } = useT('admin');
  const { query } = list;
  const day = (d: string | null) =>
    d ? new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC' }).format(new Date(d)) : '—';
  return (
    <ListPage
      action={<LinkButton to={href('/admin/medias/:id', { id: 'nouveau' })}>{t('media.new')}</LinkButton>}
      caption={t('media.caption')}
      list={list}
      rowKey={(m) => m.id}
      columns={[
        { id: 'id', header: t('media.id'), sortable: true, cell: (m) => m.id, numeric: true },
        {
          id: 'titre',
          header: t('media.titre'),
          sortable: true,
          rowHeader: true,
          cell: (m) => <Link to={href('/admin/medias/:id', { id: String(m.id) })}>{m.titre}</Link>,
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
    >
      <ListSearch query={query} reset={['type', 'visibilite', 'du', 'au']}>
        <FilterSelect
          name="type"
          label={t('media.type')}
          value={query.type === undefined ? undefined : String(query.type)}
          choices={types.map((type) => [String(type.id), type.nom] as const)}
        />
        <FilterSelect
          name="visibilite"
          label={t('media.visibility')}
          value={query.visibilite}
          choices={[
            ['publique', t('media.public')],
            ['cachee', t('media.hidden')],
          ]}
        />
        <FilterDate name="du" label={t('list.from')} value={query.du} />
        <FilterDate name="au" label={t('list.to')} value={query.au} />
      </ListSearch>
    </ListPage>
  );
}
