import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { requireAdmin, type Viewer } from '../../session.server.ts';

/** The staff member of the request, known once the /admin branch's middleware let it through. */
const staffContext = createContext<Viewer>();

/**
 * The staff check of the whole back office (/admin and /df): run by React Router on the server before any loader
 * or action of the branch, on every document and data request; the role is read from the database each time.
 */
export const staffOnly: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(staffContext, await requireAdmin(request, context.ctx));
};

/** The staff member the branch's middleware checked (loaders and actions below /admin). */
export function staffOf(context: Readonly<RouterContextProvider>): Viewer {
  return context.get(staffContext);
}
