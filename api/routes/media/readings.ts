import { createRoute } from '@hono/zod-openapi';
import {
  dailyReading,
  getReading,
  listBibleBooks,
  readingPlans,
  readingQuerySchema,
} from '../../../domain/media/index.ts';
import { answers, apiRoutes, dataOf, idParams } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';
import { bibleBooksSchema, dailyReadingSchema, listedMediaSchema } from './schemas.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

export const readings = apiRoutes();
for (const plan of readingPlans) {
  const route = createRoute({
    method: 'get',
    path: `/public/${plan}`,
    tags: ['Lectures'],
    summary: `La lecture du jour du plan ${plan} (titre et lien nuls un jour sans lecture)`,
    request: { query: readingQuerySchema },
    middleware: sharedRead(),
    responses: answers(dailyReadingSchema),
  });
  readings.openapi(route, async (c) => json(c, await dailyReading(c.var.ctx, plan, c.req.query())));
}

const books = createRoute({
  method: 'get',
  path: '/public/livresBible',
  tags: ['Lectures'],
  summary: 'Les 66 livres, Ancien et Nouveau Testament',
  middleware: sharedRead(),
  responses: answers(dataOf(bibleBooksSchema)),
});
readings.openapi(books, (c) => keptPublicJson(c, 'livresBible', () => listBibleBooks(c.var.ctx)));

const reading = createRoute({
  method: 'get',
  path: '/public/lecture/{id}',
  tags: ['Lectures'],
  summary: 'Une lecture et ses pistes',
  request: { params: idParams },
  middleware: sharedRead(),
  responses: answers(dataOf(listedMediaSchema), [404]),
});
readings.openapi(reading, async (c) => json(c, { data: await getReading(c.var.ctx, c.req.valid('param').id) }));
