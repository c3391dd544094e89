import { Hono } from 'hono';
import {
  correctDonationReceipt,
  donationsWorkbook,
  getDonationForStaff,
  getSubscriberForStaff,
  issuesForStaff,
  listDonationsForStaff,
  listSubscribersForStaff,
  markDonationReceived,
  shipIssueForStaff,
  shipmentForStaff,
} from '../../../domain/admin/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam, readJson } from '../../json.ts';
import { staffOf } from './staff.ts';
import { json } from '../../answer.ts';

/** A workbook as a download, kept by no cache. */
function xlsxResponse(fileName: string, bytes: Uint8Array): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * The back office's money calls (issue 18 item 4), for ROLE_ADMIN only, on the same domain operations as
 * /admin/dons and the `npm run admin` commands: GET /admin/donations (state, method, dates, search, sort, page),
 * GET /admin/donations/{id}, POST /admin/donations/{id}/received { date? } (donation:received),
 * POST /admin/receipts/{code}/correct { civilite, nom, prenom, adressePostale, codePostal, ville, pays }
 * (receipt:correct), GET /admin/donations/export/{year} (the year's gifts for the accounts, .xlsx).
 */
export const adminMoneyApi = new Hono<ApiEnv>()
  .get('/admin/donations', async (c) =>
    json(c, { data: await listDonationsForStaff(c.var.ctx, await staffOf(c), c.req.query()) }),
  )
  .get('/admin/donations/export/:year', async (c) => {
    const staff = await staffOf(c);
    const { fileName, bytes } = await donationsWorkbook(c.var.ctx, staff, c.req.param('year'));
    return xlsxResponse(fileName, bytes);
  })
  .get('/admin/donations/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getDonationForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/donations/:id/received', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await markDonationReceived(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .post('/admin/receipts/:code/correct', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await correctDonationReceipt(c.var.ctx, staff, c.req.param('code'), await readJson(c)) });
  });

/**
 * The back office's magazine calls, for ROLE_ADMIN only: GET /admin/subscribers (search, delivery, credit, sort,
 * page), GET /admin/subscribers/{id} (credit, delivery, payments, issues shipped), GET /admin/issues (the issues with
 * their shipments), POST /admin/issues/{id}/ship (revue:ship), GET /admin/issues/{id}/shipment (parcels and
 * confirmations).
 */
export const adminMagazineApi = new Hono<ApiEnv>()
  .get('/admin/subscribers', async (c) =>
    json(c, { data: await listSubscribersForStaff(c.var.ctx, await staffOf(c), c.req.query()) }),
  )
  .get('/admin/subscribers/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getSubscriberForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .get('/admin/issues', async (c) => json(c, { data: await issuesForStaff(c.var.ctx, await staffOf(c)) }))
  .post('/admin/issues/:id/ship', async (c) => {
    const staff = await staffOf(c);
    const revue = String(idParam(c, 'id'));
    return json(c, { data: await shipIssueForStaff(c.var.ctx, staff, { revue }) });
  })
  .get('/admin/issues/:id/shipment', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await shipmentForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  });
