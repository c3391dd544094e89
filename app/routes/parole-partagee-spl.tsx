import { feedPath, listMediaByCategory, sectionCategories } from '../../domain/media/index.ts';
import { notFound, sectionHead } from '../features/media/sections/head.server.ts';
import { FeedLink } from '../features/media/sections/FeedLink.tsx';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { SectionList } from '../features/media/sections/SectionList.tsx';
import { cardsWithResume } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/parole-partagee-spl';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

const types = ['exhortationsAudio', 'exhortationsEcrite'] as const;

/** /parole-partagee-spl/{type}: the audio or the written exhortations; the audio ones offer their podcast feed. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = types.find((x) => x === params.type) ?? notFound();
  const { t } = getT(request);
  const audio = type === 'exhortationsAudio';
  const title = t(`sections:pages.${type}.title`);
  const feed = audio ? { title, href: feedPath('exhortations-audio') } : undefined;
  const items = await listMediaByCategory(context.ctx, sectionCategories[type]);
  return {
    page: sectionHead(t, type, 'parole-partagee', {
      icone: audio ? 'music' : 'bible',
      canonical: `/parole-partagee-spl/${type}`,
      feed,
    }),
    title,
    feed,
    ...(await cardsWithResume(request, context.ctx, items)),
  };
}

export const meta = pageMeta;

export default function ParolePartageeSpl({ loaderData }: Route.ComponentProps) {
  const { items, title, feed } = loaderData;
  return (
    <SectionBody>
      {feed && (
        <div>
          <FeedLink href={feed.href} title={feed.title} />
        </div>
      )}
      <SectionList resume={loaderData.resume} items={items} title={title} />
    </SectionBody>
  );
}
