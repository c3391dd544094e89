import { NotFound } from '../../domain/errors.ts';
import { invoiceForOwner, renderInvoicePdf } from '../../domain/magazine/index.ts';
import { getViewer } from '../session.server.ts';
import type { Route } from './+types/revue.facture';

/** GET /revue/factures/{number}: a subscription's invoice PDF, for the member who paid it; 404 for anyone else. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context;
  const viewer = await getViewer(request, ctx);
  try {
    const invoice = await invoiceForOwner(ctx, params.number, viewer);
    const pdf = await renderInvoicePdf({ regular: ctx.config.PDF_FONT, bold: ctx.config.PDF_FONT_BOLD }, invoice);
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="facture-revue-${invoice.number}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (err) {
    if (err instanceof NotFound)
      throw new Response(err.message, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    throw err;
  }
}
