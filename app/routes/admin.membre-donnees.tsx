import { exportMemberData } from '../../domain/admin/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { memberDataFile } from '../features/admin/data-file.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.membre-donnees';

/** /admin/membres/{id}/donnees: the member's data as a JSON file (the export is recorded in the journal). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context.ctx);
  if (!/^\d{1,9}$/.test(params.id)) throw new Response('Introuvable', { status: 404 });
  try {
    const data = await exportMemberData(context.ctx, viewer, Number(params.id));
    return memberDataFile(data, `membre-${params.id}.json`);
  } catch (err) {
    if (err instanceof NotFound) throw new Response(err.message, { status: 404 });
    throw err;
  }
}
