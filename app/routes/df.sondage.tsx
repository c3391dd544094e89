import { surveyExportForStaff } from '../../domain/admin/index.ts';
import { Conflict } from '../../domain/errors.ts';
import { workbookFile } from '../features/admin/data-file.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/df.sondage';

/** /df/sondages/{slug}: a survey's answers (.xlsx; the export is recorded in the journal). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  try {
    const { fileName, bytes } = await surveyExportForStaff(context.ctx, viewer, params.slug);
    return workbookFile(bytes, fileName);
  } catch (err) {
    if (err instanceof Conflict) throw new Response(err.message, { status: 404 });
    throw err;
  }
}
