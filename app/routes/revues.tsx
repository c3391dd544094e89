import { useT } from '../i18n/use-t.ts';
import { data } from 'react-router';
import { listMagazineIssues, searchArticles } from '../../domain/search/index.ts';
import type { StringsHandle } from '../i18n/strings.ts';
import { PillNav } from '../components/ui/index.ts';
import { formatDate } from '../features/media/format.ts';
import { MediaCardGrid } from '../features/media/MediaCardGrid.tsx';
import { parseArticleState } from '../features/search/article-state.ts';
import { ArticleSearch } from '../features/search/ArticleSearch.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/revues';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['search'], sameForMembers: true };

const types = ['revues', 'articles-revues'] as const;
type MagazineView = (typeof types)[number];

/**
 * /revues/revues: the grid of magazine issues; /revues/articles-revues: the magazine article search, drawn on the
 * server from its URL parameters (a plain form without JavaScript), updated in place with it (part 3 §2).
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const type = params.type as MagazineView;
  if (!(types as readonly string[]).includes(type)) throw data(null, { status: 404 });
  const { t } = getT(request);
  const page = {
    title: type === 'revues' ? t('search:magazines.title') : t('search:magazines.articlesTitle'),
    descriptionMeta: t('search:magazines.descriptionMeta'),
    h1: type === 'revues' ? t('search:magazines.title') : t('search:magazines.articlesTitle'),
    template: 2 as const,
    image: '/images/media/livres.svg',
    icone: 'bible',
    canonical: `/revues/${type}`,
  };
  if (type === 'revues') return { page, type, issues: await listMagazineIssues(context.ctx), articles: null };
  const state = parseArticleState(url.searchParams);
  return { page, type, issues: null, articles: { state, found: await searchArticles(context.ctx, state) } };
}

export const meta = pageMeta;

export default function Revues({ loaderData }: Route.ComponentProps) {
  const { t } = useT('search');
  return (
    <div className="mx-auto max-w-page px-5 py-8 md:px-8 md:py-12">
      <PillNav
        label={t('magazines.nav')}
        className="mb-8"
        items={types.map((ty) => ({
          to: `/revues/${ty}`,
          label: t(ty === 'revues' ? 'magazines.revues' : 'magazines.articles'),
        }))}
      />
      {loaderData.issues && <Issues issues={loaderData.issues} />}
      {loaderData.articles && (
        <ArticleSearch state={loaderData.articles.state} found={loaderData.articles.found} formatDay={formatDate} />
      )}
    </div>
  );
}

function Issues({ issues }: { issues: NonNullable<Route.ComponentProps['loaderData']['issues']> }) {
  const { t } = useT('search');
  if (issues.length === 0) return <p>{t('magazines.empty')}</p>;
  return (
    <MediaCardGrid
      columns={4}
      headingLevel={2}
      items={issues.map((m) => ({
        id: m.id,
        to: m.url,
        titre: m.titre,
        sousTitre: m.sousTitre,
        badge: m.mediaTypeNom,
        datePublication: m.datePublication,
        image: m.couverture ? { src: m.couverture, width: 600, height: 800 } : null,
      }))}
    />
  );
}
