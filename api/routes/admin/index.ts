import { Hono } from 'hono';
import {
  activateMember,
  changeMemberRole,
  deleteMemberData,
  exportMemberData,
  getDashboard,
  getMember,
  getMediaForStaff,
  getMediaLinks,
  listJournal,
  listMediaForStaff,
  listMembers,
  resendMemberLink,
  revokeMemberSessions,
  saveMedia,
  saveMediaLinks,
} from '../../../domain/admin/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam, readJson } from '../../json.ts';
import { staffOf } from './staff.ts';

/**
 * The back office's calls (issue 18), for ROLE_ADMIN only, on the same domain operations as the /admin pages:
 * GET /admin/dashboard, GET /admin/journal, GET /admin/media, GET /admin/media/{id}, POST /admin/media,
 * PUT /admin/media/{id}, GET and PUT /admin/media/{id}/links (authors, arrangements, Bible references, children,
 * videos, notes), POST /admin/files (api/routes/admin/uploads.ts), GET /admin/members, GET /admin/members/{id}, POST /admin/members/{id}/roles { role, grant },
 * POST /admin/members/{id}/activate, POST /admin/members/{id}/link, POST /admin/members/{id}/sessions/revoke, GET /admin/members/{id}/export (the
 * member's data as JSON), DELETE /admin/members/{id} (the member's data erased, donations and receipts kept).
 */
export const adminApi = new Hono<ApiEnv>()
  .get('/admin/dashboard', async (c) => c.json({ data: await getDashboard(c.var.ctx, await staffOf(c)) }))
  .get('/admin/journal', async (c) => c.json({ data: await listJournal(c.var.ctx, await staffOf(c), c.req.query()) }))
  .get('/admin/media', async (c) =>
    c.json({ data: await listMediaForStaff(c.var.ctx, await staffOf(c), c.req.query()) }),
  )
  .get('/admin/media/:id', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await getMediaForStaff(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/media', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await saveMedia(c.var.ctx, staff, null, await readJson(c)) }, 201);
  })
  .put('/admin/media/:id', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await saveMedia(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .get('/admin/media/:id/links', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await getMediaLinks(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .put('/admin/media/:id/links', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await saveMediaLinks(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .get('/admin/members', async (c) => c.json({ data: await listMembers(c.var.ctx, await staffOf(c), c.req.query()) }))
  .get('/admin/members/:id', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await getMember(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/members/:id/roles', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await changeMemberRole(c.var.ctx, staff, idParam(c, 'id'), await readJson(c)) });
  })
  .post('/admin/members/:id/activate', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await activateMember(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/members/:id/sessions/revoke', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await revokeMemberSessions(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .get('/admin/members/:id/export', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await exportMemberData(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .delete('/admin/members/:id', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await deleteMemberData(c.var.ctx, staff, idParam(c, 'id')) });
  })
  .post('/admin/members/:id/link', async (c) => {
    const staff = await staffOf(c);
    return c.json({ data: await resendMemberLink(c.var.ctx, staff, idParam(c, 'id')) });
  });
