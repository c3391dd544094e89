import { receiptPdfForStaff } from '../../domain/admin/index.ts';
import { orNotFound, recordId } from '../features/admin/staff-route.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/admin.don-recu-pdf';

/** /admin/dons/{id}/recu/{code}/pdf: an issued receipt's PDF, as the donor received it, for the staff. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const viewer = await requireAdmin({ request, url }, context.ctx);
  return orNotFound(async () => {
    const { code, pdf } = await receiptPdfForStaff(context.ctx, viewer, recordId(params.id), params.code);
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="recu-fiscal-${code}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
