import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderShipmentPdf, renderShipmentXlsx, shipIssue } from '../../domain/magazine/index.ts';
import { type AdminCommand, option } from './command.ts';

/**
 * Staff command of the magazine (the back office ships through the same shipIssue, /admin/expeditions):
 *   revue:ship ID_REVUE [--dossier DIR]
 * ships an issue to every subscriber with credit not yet in its shipment, and writes the labels with the church
 * parcel list (PDF) and the shipment list (.xlsx) into DIR (./expeditions by default). A second run ships no one twice.
 */
export const magazineCommands: AdminCommand[] = [
  {
    name: 'revue:ship',
    usage: 'revue:ship ID_REVUE [--dossier DOSSIER]',
    async run(ctx, args) {
      const [revueId] = args;
      if (!revueId || revueId.startsWith('--')) throw new Error('ID_REVUE manquant : revue:ship ID_REVUE');
      const shipment = await shipIssue(ctx, revueId);
      if (!shipment.parcels.length)
        return `Revue ${shipment.numero} : personne à expédier (déjà expédiée, ou aucun abonné avec des numéros restants).`;
      const dir = path.resolve(option(args, 'dossier') ?? 'expeditions');
      mkdirSync(dir, { recursive: true });
      const stamp = ctx.clock.now().toISOString().replace(/[:.]/g, '-');
      const base = path.join(dir, `revue-${shipment.revueId}-${stamp}`);
      const site = { name: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL };
      const fonts = { regular: ctx.config.PDF_FONT, bold: ctx.config.PDF_FONT_BOLD };
      writeFileSync(`${base}.pdf`, await renderShipmentPdf(fonts, shipment, site, ctx.clock.now()));
      writeFileSync(`${base}.xlsx`, await renderShipmentXlsx(shipment, site));
      const churches = shipment.parcels.filter((p) => p.kind === 'eglise');
      return [
        `Revue ${shipment.numero} : ${shipment.subscribersShipped} abonné(s) expédié(s)`,
        `  à domicile : ${shipment.parcels.length - churches.length} étiquette(s)`,
        `  églises : ${churches.length} colis (${churches.reduce((n, p) => n + p.count, 0)} exemplaires)`,
        `  rappels de renouvellement : ${shipment.renewalReminders}`,
        `  étiquettes et colis : ${base}.pdf`,
        `  liste : ${base}.xlsx`,
      ].join('\n');
    },
  },
];
