import { ballotReportForStaff } from '../../domain/admin/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.vote-rapport';

/** /admin/votes/{slug}/rapport: the ballot's report as a workbook (the download is recorded in the journal). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  try {
    const { fileName, bytes } = await ballotReportForStaff(context.ctx, viewer, params.slug);
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (err) {
    if (err instanceof NotFound) throw new Response(err.message, { status: 404 });
    throw err;
  }
}
