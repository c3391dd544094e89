import { exportSurveyForStaff } from '../../domain/admin/index.ts';
import { orNotFound } from '../features/admin/staff-route.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.sondage-export';

/** /admin/sondages/{slug}/export: the answers as a spreadsheet, as `survey:export` writes it (recorded). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
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
