import { exportOwnData } from '../../domain/admin/index.ts';
import { requireRoles } from '../session.server.ts';
import { memberDataFile } from '../features/admin/data-file.server.ts';
import type { Route } from './+types/mon-compte-donnees';

/** /mon-compte/donnees: the signed-in member's own data as a JSON file. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = await requireRoles({ request, url }, context.ctx, ['ROLE_CONNECTED']);
  return memberDataFile(await exportOwnData(context.ctx, viewer.id), 'mes-donnees.json');
}
