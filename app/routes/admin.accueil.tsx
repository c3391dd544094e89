import { href, Link } from 'react-router';
import { listHomeCardsForStaff } from '../../domain/admin/index.ts';
import { LinkButton } from '../components/ui/index.ts';
import { ListPage } from '../features/admin/AdminPage.tsx';
import { staffPage } from '../features/admin/page.server.ts';
import { pageMeta } from '../page.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.accueil';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return {
    cards: await listHomeCardsForStaff(context.ctx, viewer),
    deleted: url.searchParams.has('supprimee'),
    page: staffPage(request, 'homeCards.heading'),
  };
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

/** /admin/accueil: the home page's cards, by block and rank (a short fixed list: the shared table, decision 0069). */
export default function AdminHomeCards({ loaderData: { cards, deleted } }: Route.ComponentProps) {
  const { t } = useT('admin');
  return (
    <ListPage
      action={<LinkButton to={href('/admin/accueil/:id', { id: 'nouvelle' })}>{t('homeCards.new')}</LinkButton>}
      done={deleted ? t('homeCards.deleted') : null}
      caption={t('homeCards.caption')}
      list={{ rows: cards }}
      rowKey={(c) => c.id}
      columns={[
        { header: t('homeCards.block'), cell: (c) => t('homeCards.blockName', { n: c.bloc }) },
        { header: t('homeCards.rank'), cell: (c) => c.rang },
        {
          header: t('homeCards.title'),
          rowHeader: true,
          cell: (c) => (
            <Link to={href('/admin/accueil/:id', { id: String(c.id) })} lang="fr">
              {c.textes.fr.titre}
            </Link>
          ),
        },
        { header: t('homeCards.link'), cell: (c) => c.lien, className: 'whitespace-nowrap' },
        { header: t('homeCards.languages'), cell: (c) => Object.keys(c.textes).join(', ') },
      ]}
    >
      <p className="mb-4">
        {t('homeCards.intro')}{' '}
        <Link to="/" className="underline">
          {t('homeCards.view')}
        </Link>
      </p>
    </ListPage>
  );
}
