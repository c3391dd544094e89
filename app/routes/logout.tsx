import { redirect } from 'react-router';
import { revokeSession } from '../../domain/accounts/index.ts';
import { assertSameOrigin, clearedSessionCookie, readSessionToken } from '../session.server.ts';
import type { Route } from './+types/logout';

/** Sign-out (the header's icon posts here): the session is revoked on the server and the cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context;
  assertSameOrigin(request, ctx);
  const token = readSessionToken(request);
  if (token) await revokeSession(ctx, token, 'cookie');
  return redirect('/', { headers: { 'Set-Cookie': clearedSessionCookie(ctx) } });
}

/** A GET never signs out (a link or a prefetch could): back to the home page. */
export function loader() {
  return redirect('/');
}
