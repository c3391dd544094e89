import type { Ctx } from '../../../../domain/context.ts';
import { resumePoint } from '../../../../domain/media/index.ts';
import { getViewer } from '../../../session.server.ts';

/** Where a signed-in member's player of these files resumes (null for a visitor or when nothing was saved). */
export async function resumeFor(request: Request, ctx: Ctx, fichierIds: number[]) {
  const viewer = await getViewer(request, ctx);
  return resumePoint(ctx, viewer?.id, fichierIds);
}
