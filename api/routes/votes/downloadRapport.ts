import { createRoute } from '@hono/zod-openapi';
import { downloadReport } from '../../../domain/votes/index.ts';
import { requireCaller } from '../../caller.ts';
import { apiRoutes, fileAnswer, xlsx } from '../../openapi/routes.ts';
import { ballotQuery, scrutinOf } from './voter.ts';

const route = createRoute({
  method: 'get',
  path: '/votes/downloadRapport',
  tags: ['Votes'],
  summary: 'Le rapport du scrutin, « Rapport AG.xlsx », pour ROLE_AG_VOTE_ADMIN (jeton ou cookie de session)',
  ...ballotQuery,
  responses: fileAnswer(xlsx, [401, 403, 404]),
});

export const downloadRapport = apiRoutes().openapi(route, async (c) => {
  const member = await requireCaller(c, { cookie: true });
  const { fileName, bytes } = await downloadReport(c.var.ctx, { scrutin: scrutinOf(c), reader: member });
  return c.body(Buffer.from(bytes), 200, {
    'content-type': xlsx,
    'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'private, no-store',
  });
});
