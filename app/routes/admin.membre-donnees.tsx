import { exportMemberData } from '../../domain/admin/index.ts';
import { memberDataFile } from '../features/admin/data-file.server.ts';
import { orNotFound, recordId } from '../features/admin/staff-route.server.ts';

import type { Route } from './+types/admin.membre-donnees';
import { staffOf } from '../features/admin/staff.server.ts';

/** /admin/membres/{id}/donnees: the member's data as a JSON file (the export is recorded in the journal). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = staffOf(context);
  const id = recordId(params.id);
  return orNotFound(async () =>
    memberDataFile(await exportMemberData(context.ctx, viewer, id), `membre-${params.id}.json`),
  );
}
