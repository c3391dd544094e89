import { ballotReportForStaff } from '../../domain/admin/index.ts';
import { orNotFound } from '../features/admin/staff-route.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.vote-rapport';

/** /admin/votes/{slug}/rapport: the ballot's report as a workbook (the download is recorded in the journal). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  return orNotFound(async () => {
    const { fileName, bytes } = await ballotReportForStaff(context.ctx, viewer, params.slug);
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
