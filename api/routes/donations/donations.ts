import { Hono } from 'hono';
import { createDonation } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { askerOf } from './asker.ts';
import { readJson } from '../../json.ts';
import { json } from '../../answer.ts';

/** POST /api/public/donations: the donation form (donationSchema) → { id } of the new donation. */
export const postDonation = new Hono<ApiEnv>().post('/public/donations', async (c) => {
  const { id } = await createDonation(c.var.ctx, await readJson(c), await askerOf(c));
  return json(c, { id });
});
