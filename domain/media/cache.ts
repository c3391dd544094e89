import { siteChanged } from '../../platform/site-changes.ts';
import type { Ctx } from '../context.ts';

/** After a staff change to the library: the next public answer and page read the database again, in this process. */
export function forgetMediaCaches(_ctx: Ctx): void {
  siteChanged();
}
