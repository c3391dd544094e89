import { useT } from '../i18n/use-t.ts';
import { LiveMeetingView } from '../features/live/LiveMeetingView.tsx';
import { loadLiveMeeting } from '../features/live/live.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/reunions-direct';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['live'] };

/**
 * /reunions-direct: the Saturday meeting, for ROLE_REU_DIRECT (and administrators), checked on the server at
 * every load; the links are the role holder's only (decision 0045).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  return loadLiveMeeting({ request, url }, context.ctx, t, 'reunion');
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export default function ReunionsDirect({ loaderData }: Route.ComponentProps) {
  const { t } = useT('live');
  return <LiveMeetingView live={loaderData.live} title={t('reunion.section')} />;
}
