import { Hono } from 'hono';
import {
  activateMember,
  changeMemberRole,
  deleteChurchAsStaff,
  deleteHomeCard,
  getHomeCardForStaff,
  listHomeCardsForStaff,
  saveHomeCard,
  deleteMemberData,
  exportMemberData,
  ballotReportForStaff,
  exportSurveyForStaff,
  getSurveyForStaff,
  inviteAsStaff,
  listSurveysForStaff,
  deletePrivateFile,
  getPrivateFileForStaff,
  listPrivateFilesForStaff,
  savePrivateFile,
  getChurchForStaff,
  listBallotsForStaff,
  scheduleBallotAsStaff,
  getLiveForStaff,
  saveLiveMeetingAsStaff,
  saveReunionInformationAsStaff,
  getMessage,
  listMessages,
  listOutbox,
  markMessageHandled,
  resendMail,
  getDashboard,
  getMember,
  getMediaForStaff,
  listChurchesForStaff,
  getMediaLinks,
  listJournal,
  listMediaForStaff,
  listMembers,
  resendMemberLink,
  revokeMemberSessions,
  saveChurchAsStaff,
  saveMedia,
  saveMediaLinks,
} from '../../../domain/admin/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam, readJson } from '../../json.ts';
import { staffOf } from './staff.ts';
import { json } from '../../answer.ts';

/**
 * The back office's calls (issue 18), for ROLE_ADMIN only, on the same domain operations as the /admin pages:
 * GET /admin/dashboard, GET /admin/journal, GET /admin/media, GET /admin/media/{id}, POST /admin/media,
 * PUT /admin/media/{id}, GET and PUT /admin/media/{id}/links (authors, arrangements, Bible references, children,
 * videos, notes), POST /admin/files (api/routes/admin/uploads.ts), GET /admin/members, GET /admin/members/{id}, POST /admin/members/{id}/roles { role, grant },
 * POST /admin/members/{id}/activate, POST /admin/members/{id}/link, POST /admin/members/{id}/sessions/revoke, GET /admin/members/{id}/export (the
 * member's data as JSON), DELETE /admin/members/{id} (the member's data erased, donations and receipts kept).
 * Churches: GET /admin/churches, GET /admin/churches/{id}, POST /admin/churches, PUT /admin/churches/{id},
 * DELETE /admin/churches/{id}. The home page's cards: GET /admin/home-cards, GET /admin/home-cards/{id},
 * POST /admin/home-cards, PUT /admin/home-cards/{id}, DELETE /admin/home-cards/{id}. Contact messages: GET /admin/messages (?etat=attente|traites&page=),
 * GET /admin/messages/{id}, POST /admin/messages/{id}/handled { handled: '1'|'0' }. Mail outbox: GET /admin/mails
 * (?etat=envoyes|attente|echecs&page=), POST /admin/mails/{id}/resend. Live meetings and the information
 * meeting's item: GET /admin/live, PUT /admin/live { reunion, annonce, youtube, diffusion, audio, derniere } (as
 * `live:set`), PUT /admin/key-values/ag-reunion-information { fichiersATelecharger, lienAudio, lienYoutube }.
 * Ballots: GET /admin/ballots (dates, turnout), PUT /admin/ballots/{slug}/schedule { opens, closes } (Paris time,
 * AAAA-MM-JJTHH:MM), GET /admin/ballots/{slug}/report (the workbook). Surveys: GET /admin/surveys,
 * GET /admin/surveys/{slug} (people and answers), POST /admin/surveys/{slug}/invitations { email, firstname, lastname,
 * chorale, orchestre } (as `survey:invite`), GET /admin/surveys/{slug}/export (as `survey:export`). Course and
 * children files: GET /admin/private-files, GET /admin/private-files/{id}, PUT /admin/private-files/{id}
 * { titre, rubrique, rang, role }, DELETE /admin/private-files/{id}.
 */
export const adminApi = new Hono<ApiEnv>()
  .get('/admin/dashboard', async (c) => json(c, { data: await getDashboard(c.var.ctx, await staffOf(c)) }))
  .get('/admin/journal', async (c) => json(c, { data: await listJournal(c.var.ctx, await staffOf(c), c.req.query()) }))
  .get('/admin/media', async (c) =>
    json(c, { data: await listMediaForStaff(c.var.ctx, await staffOf(c), c.req.query()) }),
  )
  .get('/admin/media/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getMediaForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/media', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveMedia(c.var.ctx, staff, null, await readJson(c)) }, 201);
  })
  .put('/admin/media/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveMedia(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .get('/admin/media/:id/links', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getMediaLinks(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .put('/admin/media/:id/links', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveMediaLinks(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .get('/admin/members', async (c) => json(c, { data: await listMembers(c.var.ctx, await staffOf(c), c.req.query()) }))
  .get('/admin/members/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getMember(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/members/:id/roles', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await changeMemberRole(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .post('/admin/members/:id/activate', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await activateMember(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/members/:id/sessions/revoke', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await revokeMemberSessions(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .get('/admin/members/:id/export', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await exportMemberData(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .delete('/admin/members/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await deleteMemberData(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/members/:id/link', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await resendMemberLink(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .get('/admin/churches', async (c) =>
    json(c, { data: await listChurchesForStaff(c.var.ctx, await staffOf(c), c.req.query()) }),
  )
  .get('/admin/churches/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getChurchForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/churches', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveChurchAsStaff(c.var.ctx, staff, null, await readJson(c)) }, 201);
  })
  .put('/admin/churches/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveChurchAsStaff(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .delete('/admin/churches/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await deleteChurchAsStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .get('/admin/home-cards', async (c) => json(c, { data: await listHomeCardsForStaff(c.var.ctx, await staffOf(c)) }))
  .get('/admin/home-cards/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getHomeCardForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/home-cards', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveHomeCard(c.var.ctx, staff, null, await readJson(c)) }, 201);
  })
  .put('/admin/home-cards/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveHomeCard(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .delete('/admin/home-cards/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await deleteHomeCard(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .get('/admin/messages', async (c) =>
    json(c, { data: await listMessages(c.var.ctx, await staffOf(c), c.req.query()) }),
  )
  .get('/admin/messages/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getMessage(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/messages/:id/handled', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await markMessageHandled(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .get('/admin/mails', async (c) => json(c, { data: await listOutbox(c.var.ctx, await staffOf(c), c.req.query()) }))
  .post('/admin/mails/:id/resend', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await resendMail(c.var.ctx, staff, c.req.param('id')) });
  })
  .get('/admin/live', async (c) => json(c, { data: await getLiveForStaff(c.var.ctx, await staffOf(c)) }))
  .put('/admin/live', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveLiveMeetingAsStaff(c.var.ctx, staff, await readJson(c)) });
  })
  .put('/admin/key-values/ag-reunion-information', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await saveReunionInformationAsStaff(c.var.ctx, staff, await readJson(c)) });
  })
  .get('/admin/ballots', async (c) => json(c, { data: await listBallotsForStaff(c.var.ctx, await staffOf(c)) }))
  .put('/admin/ballots/:slug/schedule', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await scheduleBallotAsStaff(c.var.ctx, staff, c.req.param('slug'), await readJson(c)) });
  })
  .get('/admin/ballots/:slug/report', async (c) => {
    const { fileName, bytes } = await ballotReportForStaff(c.var.ctx, await staffOf(c), c.req.param('slug'));
    return c.body(Buffer.from(bytes), 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
    });
  })
  .get('/admin/surveys', async (c) => json(c, { data: await listSurveysForStaff(c.var.ctx, await staffOf(c)) }))
  .get('/admin/surveys/:slug', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getSurveyForStaff(c.var.ctx, staff, c.req.param('slug')) });
  })
  .post('/admin/surveys/:slug/invitations', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await inviteAsStaff(c.var.ctx, staff, c.req.param('slug'), await readJson(c)) }, 201);
  })
  .get('/admin/surveys/:slug/export', async (c) => {
    const { fileName, bytes } = await exportSurveyForStaff(c.var.ctx, await staffOf(c), c.req.param('slug'));
    return c.body(Buffer.from(bytes), 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    });
  })
  .get('/admin/private-files', async (c) =>
    json(c, { data: await listPrivateFilesForStaff(c.var.ctx, await staffOf(c)) }),
  )
  .get('/admin/private-files/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await getPrivateFileForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .put('/admin/private-files/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await savePrivateFile(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .delete('/admin/private-files/:id', async (c) => {
    const staff = await staffOf(c);
    return json(c, { data: await deletePrivateFile(c.var.ctx, staff, idParam(c, 'id')) });
  });
