import { exportSurveyForStaff } from '../../domain/admin/index.ts';
import { orNotFound } from '../features/admin/staff-route.server.ts';

import type { Route } from './+types/admin.sondage-export';
import { staffOf } from '../features/admin/staff.server.ts';

/** /admin/sondages/{slug}/export: the answers as a spreadsheet, as `survey:export` writes it (recorded). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  return orNotFound(async () => {
    const { fileName, bytes } = await exportSurveyForStaff(context.ctx, viewer, params.slug);
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
