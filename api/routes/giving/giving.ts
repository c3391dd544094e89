import type { Context } from 'hono';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  changeRegularGift,
  confirmTestMeans,
  createRegularGift,
  giftChangeSchema,
  listRegularGifts,
  meansSetupSchema,
  meansUpdateSchema,
  pauseRegularGift,
  regularGiftOf,
  regularGiftSchema,
  resumeRegularGift,
  startMeansSetup,
  stopRegularGift,
  testMeansSchema,
  updateGiftMeans,
  type GivingMember,
} from '../../../domain/giving/index.ts';
import { json } from '../../answer.ts';
import { findCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { noStore } from '../../no-store.ts';
import { answers, apiRoutes, dataOf, idParams, jsonBody } from '../../openapi/routes.ts';

/**
 * Monthly giving (decision 0116): the member's own regular gifts only; another member's gift answers 404. The
 * domain checks the caller (401 for a visitor) before what is sent.
 */
const tags = ['Dons mensuels'];

async function memberOf(c: Context<ApiEnv>): Promise<GivingMember> {
  const member = await findCaller(c, { cookie: true });
  return member ? { userId: member.userId } : null;
}

const gift = z.object({
  id: z.number(),
  montant: z.number(),
  montantCentimes: z.number(),
  jour: z.number(),
  etat: z.enum(['active', 'paused', 'failing', 'stopped']),
  suspendu: z.boolean(),
  prochainPaiement: z.string().nullable(),
  moyen: z.object({
    type: z.enum(['card', 'sepa_debit']),
    marque: z.string().nullable(),
    fin: z.string().nullable(),
    referenceMandat: z.string().nullable(),
  }),
  paiements: z.array(z.object({ date: z.string(), montant: z.number(), statut: z.string(), essais: z.number() })),
});

const setup = createRoute({
  method: 'post',
  path: '/dons-reguliers/moyens',
  tags,
  summary: 'Prépare l’enregistrement d’une carte ou d’un IBAN : le secret client à confirmer chez le prestataire',
  request: { body: jsonBody(meansSetupSchema) },
  responses: answers(
    dataOf(z.object({ setupId: z.string(), clientSecret: z.string(), moyen: z.enum(['card', 'sepa_debit']) })),
    [401, 409],
  ),
});

const testMeans = createRoute({
  method: 'post',
  path: '/dons-reguliers/moyens/simule',
  tags,
  summary: 'Démonstration seulement : enregistre une carte ou un IBAN de test (404 avec Stripe)',
  request: { body: jsonBody(testMeansSchema) },
  responses: answers(dataOf(z.object({ status: z.string(), error: z.string().nullable() })), [401, 404]),
});

const create = createRoute({
  method: 'post',
  path: '/dons-reguliers',
  tags,
  summary: 'Crée un don mensuel (montant calculé ici) une fois le moyen de paiement enregistré',
  request: { body: jsonBody(regularGiftSchema) },
  responses: answers(dataOf(gift), [401, 404, 409]),
});

const list = createRoute({
  method: 'get',
  path: '/dons-reguliers',
  tags,
  summary: 'Les dons mensuels du membre, avec leurs paiements',
  middleware: noStore,
  responses: answers(dataOf(z.array(gift)), [401]),
});

const one = createRoute({
  method: 'get',
  path: '/dons-reguliers/{id}',
  tags,
  summary: 'Un don mensuel du membre (le sien seulement)',
  middleware: noStore,
  request: { params: idParams },
  responses: answers(dataOf(gift), [401, 404]),
});

const change = createRoute({
  method: 'put',
  path: '/dons-reguliers/{id}',
  tags,
  summary: 'Change le montant ou le jour du mois ; confirmé par e-mail',
  request: { params: idParams, body: jsonBody(giftChangeSchema) },
  responses: answers(dataOf(gift), [401, 404, 409]),
});

const means = createRoute({
  method: 'put',
  path: '/dons-reguliers/{id}/moyen',
  tags,
  summary: 'Remplace la carte ou l’IBAN ; un paiement en échec est retenté aussitôt',
  request: { params: idParams, body: jsonBody(meansUpdateSchema) },
  responses: answers(dataOf(gift), [401, 404, 409]),
});

const action = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/dons-reguliers/{id}/${path}`,
    tags,
    summary,
    request: { params: idParams },
    responses: answers(dataOf(gift), [401, 404, 409]),
  });

export const givingApi = apiRoutes()
  .openapi(setup, async (c) =>
    json(c, { data: await startMeansSetup(c.var.ctx, await memberOf(c), await readJson(c)) }),
  )
  .openapi(testMeans, async (c) =>
    json(c, { data: await confirmTestMeans(c.var.ctx, await memberOf(c), await readJson(c)) }),
  )
  .openapi(create, async (c) =>
    json(c, { data: await createRegularGift(c.var.ctx, await memberOf(c), await readJson(c)) }),
  )
  .openapi(list, async (c) => json(c, { data: await listRegularGifts(c.var.ctx, await memberOf(c)) }))
  .openapi(one, async (c) =>
    json(c, { data: await regularGiftOf(c.var.ctx, await memberOf(c), c.req.valid('param').id) }),
  )
  .openapi(change, async (c) =>
    json(c, {
      data: await changeRegularGift(c.var.ctx, await memberOf(c), c.req.valid('param').id, await readJson(c)),
    }),
  )
  .openapi(means, async (c) =>
    json(c, {
      data: await updateGiftMeans(c.var.ctx, await memberOf(c), c.req.valid('param').id, await readJson(c)),
    }),
  )
  .openapi(action('pause', 'Met le don en pause ; confirmé par e-mail'), async (c) =>
    json(c, { data: await pauseRegularGift(c.var.ctx, await memberOf(c), c.req.valid('param').id) }),
  )
  .openapi(action('reprise', 'Reprend un don en pause ; confirmé par e-mail'), async (c) =>
    json(c, { data: await resumeRegularGift(c.var.ctx, await memberOf(c), c.req.valid('param').id) }),
  )
  .openapi(action('arret', 'Arrête le don : plus jamais prélevé ; confirmé par e-mail'), async (c) =>
    json(c, { data: await stopRegularGift(c.var.ctx, await memberOf(c), c.req.valid('param').id) }),
  );
