import type { Ctx } from '../../../../domain/context.ts';
import { mediaSummariesByIds, promotedReadings } from '../../../../domain/media/index.ts';

/** The six promoted readings with the title of their media, for cards. */
export async function promotedReadingCards(ctx: Ctx) {
  const entries = Object.entries(promotedReadings);
  const media = await mediaSummariesByIds(
    ctx,
    entries.map(([, id]) => id),
  );
  return entries.flatMap(([page, id]) => {
    const m = media.find((x) => x.id === id);
    return m ? [{ page, titre: m.titre, sousTitre: m.sousTitre }] : [];
  });
}
