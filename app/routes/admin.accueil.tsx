import { Link } from 'react-router';
import { listHomeCardsForStaff } from '../../domain/admin/index.ts';
import { LinkButton, Table } from '../components/ui/index.ts';
import { AdminHeading, Done } from '../features/admin/parts.tsx';
import type { StringsHandle } from '../i18n/strings.ts';
import { useT } from '../i18n/use-t.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/admin.accueil';
import { staffOf } from '../features/admin/staff.server.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['admin'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return {
    cards: await listHomeCardsForStaff(context.ctx, viewer),
    deleted: new URL(request.url).searchParams.has('supprimee'),
  };
}

export const headers = privatePageHeaders;

/** /admin/accueil: the home page's cards, by block and rank (a short fixed list: the shared table, decision 0069). */
export default function AdminHomeCards({ loaderData: { cards, deleted } }: Route.ComponentProps) {
  const { t } = useT('admin');
  return (
    <section aria-labelledby="admin-accueil">
      <AdminHeading action={<LinkButton to="/admin/accueil/nouvelle">{t('homeCards.new')}</LinkButton>}>
        <span id="admin-accueil">{t('homeCards.heading')}</span>
      </AdminHeading>
      <Done message={deleted ? t('homeCards.deleted') : null} />
      <p className="mb-4">
        {t('homeCards.intro')}{' '}
        <Link to="/" className="underline">
          {t('homeCards.view')}
        </Link>
      </p>
      <Table
        caption={t('homeCards.caption')}
        rows={cards}
        rowKey={(c) => c.id}
        columns={[
          { header: t('homeCards.block'), cell: (c) => t('homeCards.blockName', { n: c.bloc }) },
          { header: t('homeCards.rank'), cell: (c) => c.rang },
          {
            header: t('homeCards.title'),
            rowHeader: true,
            cell: (c) => (
              <Link to={`/admin/accueil/${c.id}`} lang="fr">
                {c.textes.fr.titre}
              </Link>
            ),
          },
          { header: t('homeCards.link'), cell: (c) => <span className="break-all">{c.lien}</span> },
          { header: t('homeCards.languages'), cell: (c) => Object.keys(c.textes).join(', ') },
        ]}
      />
      {cards.length === 0 && <p className="mt-4">{t('list.empty')}</p>}
    </section>
  );
}
