import { Hono } from 'hono';
import { dailyReading, getReading, listBibleBooks, readingPlans } from '../../../domain/media/index.ts';
import type { ApiEnv } from '../../env.ts';
import { idParam } from '../../json.ts';
import { json } from '../../answer.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

/**
 * GET /api/public/{bibleEnUnAn|parleTonServiteurEcoute|sagesseProverbes}[?date=AAAA-MM-JJ]: { date, titre, lien },
 * titre and lien null on a day without reading.
 * GET /api/public/livresBible: the 66 books, Old and New Testament. GET /api/public/lecture/{id}: a reading and its tracks.
 */
export const readings = new Hono<ApiEnv>();
for (const plan of readingPlans) {
  readings.get(`/public/${plan}`, sharedRead(), async (c) =>
    json(c, await dailyReading(c.var.ctx, plan, c.req.query())),
  );
}
readings.get('/public/livresBible', sharedRead(), (c) =>
  keptPublicJson(c, 'livresBible', () => listBibleBooks(c.var.ctx)),
);
readings.get('/public/lecture/:id', sharedRead(), async (c) =>
  json(c, { data: await getReading(c.var.ctx, idParam(c, 'id')) }),
);
