import { data } from 'react-router';
import { ErrorContent, errorPageHead } from '../components/shell/ErrorContent.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/not-found';

/** Every path no other route answers: the French 404 page inside the shell, with status 404 and nothing logged. */
export function loader({ request }: Route.LoaderArgs) {
  const { t } = getT(request);
  return data({ page: errorPageHead(t, 404) }, { status: 404 });
}

export const meta = pageMeta;

export default function NotFound() {
  return <ErrorContent status={404} />;
}
