import type { Context } from 'hono';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  confirmShipment,
  confirmSubscriptionPayment,
  createSubscription,
  getSubscriber,
  hasPaidSubscription,
  lastRevue,
  listDeliveryChurches,
  openSubscriptionPayment,
  paymentReportSchema,
  subscriptionSchema,
  type Member,
} from '../../../domain/magazine/index.ts';
import { findCaller, requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { answers, apiRoutes, dataOf, jsonBody, wordParams } from '../../openapi/routes.ts';
import { readJson } from '../../json.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';
import { keptPublicJson } from '../../shared-json.ts';
import { sharedRead } from '../../shared.ts';

/** The member behind the bearer token or, for the site's own pages, the session cookie. */
async function memberOf(c: Context<ApiEnv>): Promise<Member> {
  const member = await findCaller(c, { cookie: true });
  return member ? { userId: member.userId } : null;
}

/**
 * The magazine's calls (spec part 3 §7): the last issue, the delivery churches, the subscription and its card
 * payment, the subscriber record, part 1's isRevueDejaCommande, and the shipment check.
 */
const tags = ['Revue'];
const transaction = z.looseObject({
  id: z.number(),
  montant: z.number(),
  nombreRevues: z.number(),
  livraisonDomicile: z.boolean(),
  montantAbonnement: z.number(),
});

const last = createRoute({
  method: 'get',
  path: '/public/lastRevue',
  tags,
  summary: 'Le dernier numéro paru',
  middleware: sharedRead(),
  responses: answers(dataOf(z.object({ id: z.number(), numRevue: z.number().nullable() }).nullable())),
});

const deliveries = createRoute({
  method: 'get',
  path: '/egliseDeliveries',
  tags,
  summary: 'Les églises où la revue peut être livrée (membres connectés)',
  middleware: noStore,
  responses: answers(dataOf(z.array(z.object({ id: z.number(), nom: z.string(), codePostal: z.string() }))), [401]),
});

const subscribe = createRoute({
  method: 'post',
  path: '/public/abonnements',
  tags,
  summary: 'Un abonnement (brouillon) ; les montants sont calculés ici',
  request: { body: jsonBody(subscriptionSchema) },
  responses: answers(dataOf(transaction), [404]),
});

const subscriber = createRoute({
  method: 'get',
  path: '/public/abonnements/user/{id}',
  tags,
  summary: 'La fiche d’abonné du membre (la sienne seulement)',
  middleware: noStore,
  request: { params: wordParams('id') },
  responses: answers(dataOf(z.looseObject({}).nullable()), [401, 403]),
});

const payment = createRoute({
  method: 'get',
  path: '/public/abonnements/transaction/{id}',
  tags,
  summary: 'Ouvre le paiement d’un abonnement (le sien seulement) : le secret client du paiement',
  middleware: noStore,
  request: { params: wordParams('id') },
  responses: answers(
    dataOf(transaction.extend({ idIntentClientSecretStripe: z.string(), paye: z.boolean() })),
    [403, 404, 409],
  ),
});

const paid = createRoute({
  method: 'put',
  path: '/public/abonnements/transaction',
  tags,
  summary: 'Après le paiement : l’état de l’abonnement, lu chez le prestataire',
  request: { body: jsonBody(paymentReportSchema) },
  responses: answers(z.object({ id: z.number(), paye: z.boolean(), nombreRevues: z.number() }), [403, 404]),
});

const alreadyOrdered = createRoute({
  method: 'get',
  path: '/public/isRevueDejaCommande/{userId}',
  tags,
  summary: 'Le membre a-t-il un abonnement payé ? (spec partie 1 ; le sien seulement)',
  middleware: noStore,
  request: { params: wordParams('userId') },
  responses: answers(dataOf(z.boolean()), [401, 403]),
});

const shipped = createRoute({
  method: 'get',
  path: '/public/expeditionRevue/{code}/{idRevue}',
  tags,
  summary: 'Confirme la réception d’un envoi ; deux fois ne change rien',
  middleware: noStore,
  request: { params: wordParams('code', 'idRevue') },
  responses: answers(z.object({ success: z.boolean() }), [404]),
});

export const magazineApi = apiRoutes()
  .openapi(last, (c) => keptPublicJson(c, 'lastRevue', () => lastRevue(c.var.ctx)))
  .openapi(deliveries, async (c) => {
    await requireCaller(c, { cookie: true });
    return json(c, { data: await listDeliveryChurches(c.var.ctx) });
  })
  .openapi(subscribe, async (c) =>
    json(c, { data: await createSubscription(c.var.ctx, await readJson(c), await memberOf(c)) }),
  )
  .openapi(subscriber, async (c) =>
    json(c, { data: await getSubscriber(c.var.ctx, c.req.valid('param').id, await memberOf(c)) }),
  )
  .openapi(payment, async (c) =>
    json(c, { data: await openSubscriptionPayment(c.var.ctx, c.req.valid('param').id, await memberOf(c)) }),
  )
  .openapi(paid, async (c) =>
    json(c, await confirmSubscriptionPayment(c.var.ctx, await readJson(c), await memberOf(c))),
  )
  .openapi(alreadyOrdered, async (c) =>
    json(c, { data: await hasPaidSubscription(c.var.ctx, c.req.valid('param').userId, await memberOf(c)) }),
  )
  .openapi(shipped, async (c) => {
    const { code, idRevue } = c.req.valid('param');
    return json(c, { success: await confirmShipment(c.var.ctx, code, idRevue) });
  });
