import { shipmentForStaff } from '../../domain/admin/index.ts';
import { renderShipmentPdf, renderShipmentXlsx } from '../../domain/magazine/index.ts';
import { workbookFile } from '../features/admin/data-file.server.ts';
import { orNotFound, recordId } from '../features/admin/staff-route.server.ts';
import { requireAdmin } from '../session.server.ts';
import type { Route } from './+types/df.revue';

/**
 * /df/revues/{revue}/etiquettes and /liste: an issue's shipment as `revue:ship` writes it — the labels with the
 * churches' parcel list (PDF) and the list (.xlsx) — every parcel shipped so far (the download is in the journal).
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  const viewer = await requireAdmin({ request, url }, ctx);
  const file = params.fichier;
  const revue = recordId(params.revue);
  if (file !== 'etiquettes' && file !== 'liste') throw new Response('Introuvable', { status: 404 });
  return orNotFound(async () => {
    const shipment = await shipmentForStaff(ctx, viewer, revue, file);
    const full = { ...shipment, renewalReminders: 0 };
    const site = { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
    const name = `revue-${shipment.revueId}`;
    if (file === 'liste') return workbookFile(await renderShipmentXlsx(full, site), `${name}-liste.xlsx`);
    const pdf = await renderShipmentPdf(
      { regular: ctx.config.PDF_FONT, bold: ctx.config.PDF_FONT_BOLD },
      full,
      site,
      ctx.clock.now(),
    );
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}-etiquettes.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
