import { donationsWorkbook } from '../../domain/admin/index.ts';
import { Invalid } from '../../domain/errors.ts';
import { workbookFile } from '../features/admin/data-file.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/df.dons';

/** /df/dons/{année}: the year's gifts for the accounts (.xlsx; the export is recorded in the journal). */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin({ request, url }, context.ctx);
  try {
    const { fileName, bytes } = await donationsWorkbook(context.ctx, viewer, params.annee);
    return workbookFile(bytes, fileName);
  } catch (err) {
    if (err instanceof Invalid) throw new Response('Année invalide', { status: 400 });
    throw err;
  }
}
