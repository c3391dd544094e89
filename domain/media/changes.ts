import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { forgetMediaCaches } from './cache.ts';

/**
 * The one place a change to a media is announced, called by every operation that creates, edits, hides or deletes
 * one, inside its transaction (`tx`) once the change is written, with the media's id.
 * Today: the process's media caches are emptied (again after the commit by the caller, see forgetMediaCaches).
 * The search index (domain/search) extends this function to bring the media's entry up to date in the same
 * transaction.
 */
export async function mediaChanged(ctx: Ctx, _tx: DbOrTx, _mediaId: number): Promise<void> {
  forgetMediaCaches(ctx);
}
