import type { Ctx } from '../domain/context.ts';
import { json } from './answer.ts';
import { requestBody } from './body.ts';
import { sendMessage } from './routes/contact/sendMessage.ts';
import { createPaymentIntent } from './routes/donations/createPaymentIntent.ts';
import { postDonation } from './routes/donations/donations.ts';
import { receiptDownload } from './routes/donations/receipt.ts';
import { simulatedCard } from './routes/donations/simulatedCard.ts';
import { updateChoice } from './routes/donations/updateChoice.ts';
import { updateStatusStripePayment } from './routes/donations/updateStatusStripePayment.ts';
import { stripeWebhook } from './routes/webhooks/stripe.ts';
import { givingApi } from './routes/giving/giving.ts';
import { apiNotFound, onApiError } from './errors.ts';
import { adminApi } from './routes/admin/index.ts';
import { adminMagazineApi, adminMoneyApi } from './routes/admin/money.ts';
import { adminUploadApi } from './routes/admin/uploads.ts';
import { accountsApi } from './routes/accounts/index.ts';
import { actualitesCaroussel } from './routes/media/actualitesCaroussel.ts';
import { gallery } from './routes/media/gallery.ts';
import { mediaFull } from './routes/media/mediaFull.ts';
import { mediaLists } from './routes/media/lists.ts';
import { positions } from './routes/media/positions.ts';
import { readings } from './routes/media/readings.ts';
import { surveyAnswers } from './routes/surveys/answers.ts';
import { surveyAuthByToken } from './routes/surveys/authByToken.ts';
import { keyvaluepublics } from './routes/live/keyvaluepublics.ts';
import { reuDirect } from './routes/live/reuDirect.ts';
import { downloadRapport } from './routes/votes/downloadRapport.ts';
import { isVote, receipt, voter } from './routes/votes/voter.ts';
import { search } from './routes/search/search.ts';
import { magazineApi } from './routes/magazine/magazine.ts';
import { openApiDocument } from './openapi/document.ts';
import { apiReference } from './openapi/reference.ts';
import { apiRoutes } from './openapi/routes.ts';

/**
 * The JSON API, mounted under /api by the process; tests call it with app.request(). `mounted`: the app it is mounted
 * in answers its errors with `onApiError` (server/http.ts) — an API with an error handler of its own has each of its
 * handlers and middlewares wrapped by Hono in one more layer for it when mounted, on every call (decision 0124).
 */
export function createApi(ctx: Ctx, { mounted = false } = {}) {
  const api = apiRoutes();
  api.use(async (c, next) => {
    c.set('ctx', ctx);
    c.set('requestId', c.req.header('x-request-id') ?? crypto.randomUUID());
    c.set('log', ctx.log);
    await next();
  });
  // Streamed uploads before the body limit: their body is never read whole (api/routes/admin/uploads.ts).
  api.route('/', adminUploadApi);
  api.use(requestBody(1024 * 1024));
  if (!mounted) api.onError(onApiError);
  api.notFound(apiNotFound);

  // A survey link's token is answered first; any other goes on to the accounts' activation (decision 0048).
  api.use('/public/authByToken/:token', surveyAuthByToken);
  api.route('/', accountsApi);
  api.route('/', adminApi);
  api.route('/', adminMoneyApi);
  api.route('/', adminMagazineApi);
  api.route('/', surveyAnswers);
  api.route('/', actualitesCaroussel);
  api.route('/', mediaFull);
  api.route('/', gallery);
  api.route('/', mediaLists);
  api.route('/', readings);
  api.route('/', positions);
  api.route('/', search);
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
  api.route('/', givingApi);
  api.route('/', stripeWebhook);
  api.route('/', sendMessage);
  api.route('/', reuDirect);
  api.route('/', keyvaluepublics);
  for (const votes of [isVote, voter, receipt, downloadRapport]) api.route('/', votes);
  api.route('/', magazineApi);
  // The description of the routes above, made once on first request, and its reference page.
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', (c) => json(c, (document ??= openApiDocument(api))));
  api.route('/', apiReference);
  return api;
}
