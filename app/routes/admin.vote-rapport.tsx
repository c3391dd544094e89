import { ballotReportForStaff } from '../../domain/admin/index.ts';
import { orNotFound } from '../features/admin/staff-route.server.ts';

import type { Route } from './+types/admin.vote-rapport';
import { staffOf } from '../features/admin/staff.server.ts';

/** /admin/votes/{slug}/rapport: the ballot's report as a workbook (the download is recorded in the journal). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
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
