import { asc, eq, sql } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { Ctx } from '../context.ts';
import { timedCache } from '../timed-cache.ts';
import { mediaSummarySelect, toMediaSummary, type MediaSummary } from './summary.ts';

const { media, mediaMedias } = schema;

/** The children of a collection in rank order (the home's "À LA UNE" uses collection 1967). */
const collectionChildren = preparedStatement((db) =>
  db
    .select(mediaSummarySelect)
    .from(mediaMedias)
    .innerJoin(media, eq(media.id, mediaMedias.mediaChildId))
    .leftJoin(schema.mediaTypes, eq(schema.mediaTypes.id, media.mediaTypeId))
    .leftJoin(schema.fichiers, eq(schema.fichiers.id, media.couvertureId))
    .where(eq(mediaMedias.mediaId, sql.placeholder('collectionId')))
    .orderBy(asc(mediaMedias.rang), asc(media.id))
    .prepare('collection_children'),
);

/** The collections pages list (the home's news, /actualites'), kept as the media details are (decision 0151). */
const keptChildren = timedCache<number, MediaSummary[]>(20);

export function listCollectionChildren(ctx: Ctx, collectionId: number): Promise<MediaSummary[]> {
  return keptChildren.get(ctx, collectionId, async () => {
    const rows = await collectionChildren(ctx.db).execute({ collectionId });
    return rows.filter((r) => r.publique).map(toMediaSummary);
  });
}
