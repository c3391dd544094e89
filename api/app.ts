import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Ctx } from '../domain/context.ts';
import type { ApiEnv } from './env.ts';
import { sendMessage } from './routes/contact/sendMessage.ts';
import { createPaymentIntent } from './routes/donations/createPaymentIntent.ts';
import { postDonation } from './routes/donations/donations.ts';
import { receiptDownload } from './routes/donations/receipt.ts';
import { simulatedCard } from './routes/donations/simulatedCard.ts';
import { updateChoice } from './routes/donations/updateChoice.ts';
import { updateStatusStripePayment } from './routes/donations/updateStatusStripePayment.ts';
import { stripeWebhook } from './routes/webhooks/stripe.ts';
import { apiNotFound, onApiError } from './errors.ts';
import { accountsApi } from './routes/accounts/index.ts';
import { actualitesCaroussel } from './routes/media/actualitesCaroussel.ts';
import { gallery } from './routes/media/gallery.ts';
import { mediaFull } from './routes/media/mediaFull.ts';
import { mediaLists } from './routes/media/lists.ts';
import { positions } from './routes/media/positions.ts';
import { readings } from './routes/media/readings.ts';

/** The JSON API, mounted under /api by the process; tests call it with app.request(). */
export function createApi(ctx: Ctx): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.use(async (c, next) => {
    c.set('ctx', ctx);
    c.set('requestId', c.req.header('x-request-id') ?? crypto.randomUUID());
    c.set('log', ctx.log);
    await next();
  });
  // Only where a body may come: asking a GET for its body builds a whole web Request, a quarter of a small answer's cost.
  const limit = bodyLimit({ maxSize: 1024 * 1024 });
  api.use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next)));
  api.onError(onApiError);
  api.notFound(apiNotFound);

  api.route('/', accountsApi);
  api.route('/', actualitesCaroussel);
  api.route('/', mediaFull);
  api.route('/', gallery);
  api.route('/', mediaLists);
  api.route('/', readings);
  api.route('/', positions);
  for (const donations of [
    postDonation,
    updateChoice,
    createPaymentIntent,
    updateStatusStripePayment,
    simulatedCard,
    receiptDownload,
  ]) {
    api.route('/', donations);
  }
  api.route('/', stripeWebhook);
  api.route('/', sendMessage);
  return api;
}
