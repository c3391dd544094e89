import { Hono } from 'hono';
import { recordChoice } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { askerOf } from './asker.ts';
import { json } from '../../answer.ts';

/** GET /api/public/update-choice/{donationId}/{RIB|CHEQUE}: records a transfer or cheque promise → { id, choix }. */
export const updateChoice = new Hono<ApiEnv>().get('/public/update-choice/:id/:choice', async (c) => {
  return json(c, await recordChoice(c.var.ctx, c.req.param('id'), c.req.param('choice'), await askerOf(c)));
});
