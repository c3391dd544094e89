import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { requireAdmin, type Viewer } from '../../session.server.ts';

/** The staff member of the request, or the answer refusing it (the sign-in page, or 403), as the middleware found. */
const staffContext = createContext<{ staff: Viewer } | { refused: Response } | null>(null);

/**
 * The staff check of the whole back office (/admin and /df): run by React Router on the server before any loader
 * or action of the branch, on every document and data request; the role is read from the database each time.
 * A refusal is kept, not thrown here: thrown by the loaders and actions (`staffOf`), it is drawn by the shell's error
 * page with the root's data (thrown by middleware, no loader would run and the page would have no shell).
 */
export const staffOnly: MiddlewareFunction<Response> = async ({ request, url, context }) => {
  try {
    context.set(staffContext, { staff: await requireAdmin({ request, url }, context.ctx) });
  } catch (err) {
    if (!(err instanceof Response)) throw err;
    context.set(staffContext, { refused: err });
  }
};

/** The staff member the branch's middleware checked; its refusal thrown for anyone else (every loader and action). */
export function staffOf(context: Readonly<RouterContextProvider>): Viewer {
  const checked = context.get(staffContext);
  if (!checked) throw new Error('staffOf outside the back office: its middleware did not run');
  if ('refused' in checked) throw checked.refused;
  return checked.staff;
}
