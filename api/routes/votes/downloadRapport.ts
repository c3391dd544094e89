import { Hono } from 'hono';
import { downloadReport } from '../../../domain/votes/index.ts';
import { requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { scrutinOf } from './voter.ts';

/**
 * GET /api/votes/downloadRapport[?scrutin=SLUG]: the ballot's report, 'Rapport AG.xlsx', for ROLE_AG_VOTE_ADMIN
 * (token or session cookie). 401 without a session, 403 without the role.
 */
export const downloadRapport = new Hono<ApiEnv>().get('/votes/downloadRapport', async (c) => {
  const member = await requireCaller(c, { cookie: true });
  const { fileName, bytes } = await downloadReport(c.var.ctx, { scrutin: scrutinOf(c), reader: member });
  return c.body(Buffer.from(bytes), 200, {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'private, no-store',
  });
});
