import { exportMemberData } from '../../domain/admin/index.ts';
import { memberDataFile } from '../features/admin/data-file.server.ts';
import { orNotFound, recordId } from '../features/admin/staff-route.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.membre-donnees';

/** /admin/membres/{id}/donnees: the member's data as a JSON file (the export is recorded in the journal). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  const id = recordId(params.id);
  return orNotFound(async () =>
    memberDataFile(await exportMemberData(context.ctx, viewer, id), `membre-${params.id}.json`),
  );
}
