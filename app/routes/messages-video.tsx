import { listMediaByCategory, sectionCategories } from '../../domain/media/index.ts';
import { notFound, sectionHead } from '../features/media/sections/head.server.ts';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { SectionList } from '../features/media/sections/SectionList.tsx';
import { cardsWithResume } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/messages-video';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** /messages-video and /messages-video/exhortationsVideo: the filmed exhortations (each card opens its media page). */
const TYPE = 'exhortationsVideo';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.type !== undefined && params.type !== TYPE) notFound();
  const { t } = getT(request);
  const items = await listMediaByCategory(context.ctx, sectionCategories.exhortationsVideo);
  return {
    page: sectionHead(t, 'messagesVideo', 'messages-video', {
      icone: 'live',
      canonical: params.type ? `/messages-video/${TYPE}` : '/messages-video',
    }),
    title: t('sections:pages.messagesVideo.title'),
    ...(await cardsWithResume(request, context.ctx, items)),
  };
}

export const meta = pageMeta;

export default function MessagesVideo({ loaderData }: Route.ComponentProps) {
  return (
    <SectionBody>
      <SectionList resume={loaderData.resume} items={loaderData.items} title={loaderData.title} />
    </SectionBody>
  );
}
