import type { Ctx } from '../../../../domain/context.ts';
import type { ListedMedia } from '../../../../domain/media/index.ts';
import { toCards } from './cards.server.ts';
import { resumePoint } from '../../../../domain/media/index.ts';
import { getViewer } from '../../../session.server.ts';

/** Where a signed-in member's player of these files resumes (null for a visitor or when nothing was saved). */
export async function resumeFor(request: Request, ctx: Ctx, fichierIds: number[]) {
  const viewer = await getViewer(request, ctx);
  return resumePoint(ctx, viewer?.id, fichierIds);
}

/** A list page's cards and where the member's player of their audio resumes. */
export async function cardsWithResume(request: Request, ctx: Ctx, items: ListedMedia[]) {
  return {
    items: toCards(items),
    resume: await resumeFor(
      request,
      ctx,
      items.flatMap((m) => m.audios.map((a) => a.fichierId)),
    ),
  };
}
