import {
  correctDonationReceipt,
  donationListQuerySchema,
  donationReceivedSchema,
  donationsWorkbook,
  getDonationForStaff,
  getSubscriberForStaff,
  issuesForStaff,
  listDonationsForStaff,
  listSubscribersForStaff,
  markDonationReceived,
  shipIssueForStaff,
  shipmentForStaff,
  subscriberListQuerySchema,
} from '../../../domain/admin/index.ts';
import { receiptCorrectionSchema } from '../../../domain/donations/index.ts';
import { idParams, wordParams, xlsx } from '../../openapi/routes.ts';
import { staffCall, staffRoutes } from './calls.ts';
import { xlsxResponse } from './files.ts';
import * as answer from './schemas.ts';

/**
 * The back office's money calls (issue 18 item 4), for ROLE_ADMIN only, on the same domain operations as
 * /admin/dons and the `npm run admin` commands (donation:received, receipt:correct).
 */
export const adminMoneyApi = staffRoutes([
  staffCall({
    method: 'get',
    path: '/admin/donations',
    tag: 'Dons',
    summary: 'Tous les dons : état, moyen, dates, recherche, tri, page',
    query: donationListQuerySchema,
    answer: answer.donationListSchema,
    run: (c, staff) => listDonationsForStaff(c.var.ctx, staff, c.req.query()),
  }),
  staffCall({
    method: 'get',
    path: '/admin/donations/export/{year}',
    tag: 'Dons',
    summary: 'Les dons d’une année pour la comptabilité (classeur)',
    params: wordParams('year'),
    answer: { file: xlsx },
    run: async (c, staff, { year }) => xlsxResponse(await donationsWorkbook(c.var.ctx, staff, year)),
  }),
  staffCall({
    method: 'get',
    path: '/admin/donations/{id}',
    tag: 'Dons',
    summary: 'Un don, ses paiements et ses reçus',
    params: idParams,
    answer: answer.donationSchema,
    errors: [404],
    run: (c, staff, { id }) => getDonationForStaff(c.var.ctx, staff, id),
  }),
  staffCall({
    method: 'post',
    path: '/admin/donations/{id}/received',
    tag: 'Dons',
    summary: 'Un virement ou un chèque reçu (comme `donation:received`) : le reçu fiscal émis',
    params: idParams,
    body: donationReceivedSchema,
    answer: answer.receiptIssuedSchema,
    errors: [404, 409],
    run: (c, staff, { id }, body) => markDonationReceived(c.var.ctx, staff, id, body),
  }),
  staffCall({
    method: 'post',
    path: '/admin/receipts/{code}/correct',
    tag: 'Dons',
    summary: 'Corrige un reçu (comme `receipt:correct`) : un nouveau reçu le remplace',
    params: wordParams('code'),
    body: receiptCorrectionSchema,
    answer: answer.receiptIssuedSchema,
    errors: [404, 409],
    run: (c, staff, { code }, body) => correctDonationReceipt(c.var.ctx, staff, code, body),
  }),
]);

/** The back office's magazine calls, for ROLE_ADMIN only (revue:ship). */
export const adminMagazineApi = staffRoutes([
  staffCall({
    method: 'get',
    path: '/admin/subscribers',
    tag: 'Revue',
    summary: 'Les abonnés : recherche, livraison, crédit, tri, page',
    query: subscriberListQuerySchema,
    answer: answer.subscriberListSchema,
    run: (c, staff) => listSubscribersForStaff(c.var.ctx, staff, c.req.query()),
  }),
  staffCall({
    method: 'get',
    path: '/admin/subscribers/{id}',
    tag: 'Revue',
    summary: 'Un abonné : crédit, livraison, paiements, numéros envoyés',
    params: idParams,
    answer: answer.subscriberSchema,
    errors: [404],
    run: (c, staff, { id }) => getSubscriberForStaff(c.var.ctx, staff, id),
  }),
  staffCall({
    method: 'get',
    path: '/admin/issues',
    tag: 'Revue',
    summary: 'Les numéros de la revue et leurs envois',
    answer: answer.issuesSchema,
    run: (c, staff) => issuesForStaff(c.var.ctx, staff),
  }),
  staffCall({
    method: 'post',
    path: '/admin/issues/{id}/ship',
    tag: 'Revue',
    summary: 'Envoie un numéro aux abonnés qui ont du crédit (comme `revue:ship`)',
    params: idParams,
    answer: answer.shippedSchema,
    errors: [404, 409],
    run: (c, staff, { id }) => shipIssueForStaff(c.var.ctx, staff, { revue: String(id) }),
  }),
  staffCall({
    method: 'get',
    path: '/admin/issues/{id}/shipment',
    tag: 'Revue',
    summary: 'L’envoi d’un numéro : colis et confirmations',
    params: idParams,
    answer: answer.shipmentSchema,
    errors: [404],
    run: (c, staff, { id }) => shipmentForStaff(c.var.ctx, staff, id),
  }),
]);
