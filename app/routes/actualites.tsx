import { useT } from '../i18n/use-t.ts';
import { fixedMediaIds, listCollectionChildren } from '../../domain/media/index.ts';
import { ALaUne } from '../features/media/sections/ALaUne.tsx';
import { sectionHead } from '../features/media/sections/head.server.ts';
import { MediaGrid } from '../features/media/sections/MediaGrid.tsx';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { toCard } from '../features/media/sections/cards.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/actualites';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['sections'], sameForMembers: true };

/** /actualites: the news of collection 1984 (spec part 2 §9), then the "À la une" cards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  return {
    page: sectionHead(t, 'actualites', 'actualites', { icone: 'news', canonical: '/actualites' }),
    news: (await listCollectionChildren(context.ctx, fixedMediaIds.newsPage)).map(toCard),
  };
}

export const meta = pageMeta;

export default function Actualites({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  return (
    <SectionBody>
      <section aria-label={t('pages.actualites.h2')}>
        <MediaGrid items={loaderData.news} />
      </section>
      <ALaUne headingId="a-la-une" />
    </SectionBody>
  );
}
