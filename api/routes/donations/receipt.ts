import { createRoute } from '@hono/zod-openapi';
import { receiptForOwner } from '../../../domain/donations/index.ts';
import { requireCaller } from '../../caller.ts';
import { apiRoutes, fileAnswer, wordParams } from '../../openapi/routes.ts';

const route = createRoute({
  method: 'get',
  path: '/donations/recus/{code}',
  tags: ['Dons'],
  summary: 'Le PDF d’un reçu fiscal, pour le membre à qui il a été délivré (l’e-mail du donateur est celui du compte)',
  request: { params: wordParams('code') },
  responses: fileAnswer('application/pdf', [401, 404]),
});

export const receiptDownload = apiRoutes().openapi(route, async (c) => {
  const member = await requireCaller(c);
  const { code, pdf } = await receiptForOwner(c.var.ctx, c.req.valid('param').code, member);
  return c.body(Buffer.from(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="recu-fiscal-${code}.pdf"`,
    'cache-control': 'private, no-store',
  });
});
