import { Hono } from 'hono';
import { createDonation } from '../../../domain/donations/index.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';

/** POST /api/public/donations: the donation form (donationSchema) → { id } of the new donation. */
export const postDonation = new Hono<ApiEnv>().post('/public/donations', async (c) => {
  return c.json(await createDonation(c.var.ctx, await readJson(c), null));
});
