import type { Ctx } from '../domain/context.ts';

/** The signed-in member as the shell sees it. */
export interface Viewer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  roles: string[];
}

/**
 * The member behind the request's session cookie, or null.
 * Placeholder until accounts exist: every visitor is anonymous.
 */
export async function getViewer(_request: Request, _ctx: Ctx): Promise<Viewer | null> {
  return null;
}
