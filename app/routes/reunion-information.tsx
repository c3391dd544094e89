import { ReunionInformation } from '../features/live/ReunionInformation.tsx';
import { loadReunionInformation } from '../features/live/live.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders } from '../session.server.ts';
import type { Route } from './+types/reunion-information';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['live'] };

/** /reunion-information: the information meeting's documents, recording and video, for ROLE_REUNION_MISSIONNAIRE. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  return loadReunionInformation({ request, url }, context.ctx, t);
}

export const meta = pageMeta;
export const headers = privatePageHeaders;

export default function ReunionInformationPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-5 py-12 md:px-8 md:py-16">
      <ReunionInformation value={loaderData.information} />
    </div>
  );
}
