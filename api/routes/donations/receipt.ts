import { Hono } from 'hono';
import { receiptForOwner } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { requireCaller } from '../../caller.ts';

/**
 * GET /api/donations/recus/{code}: a tax receipt's PDF for the member it was issued to (the donor's e-mail is the
 * account's). 401 without a member token, 404 for an unknown receipt or someone else's.
 */
export const receiptDownload = new Hono<ApiEnv>().get('/donations/recus/:code', async (c) => {
  const member = await requireCaller(c);
  const { code, pdf } = await receiptForOwner(c.var.ctx, c.req.param('code'), member);
  return c.body(Buffer.from(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="recu-fiscal-${code}.pdf"`,
    'cache-control': 'private, no-store',
  });
});
