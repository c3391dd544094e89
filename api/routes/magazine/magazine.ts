import { Hono, type Context } from 'hono';
import {
  confirmShipment,
  confirmSubscriptionPayment,
  createSubscription,
  getSubscriber,
  hasPaidSubscription,
  lastRevue,
  listDeliveryChurches,
  openSubscriptionPayment,
  type Member,
} from '../../../domain/magazine/index.ts';
import { findCaller, requireCaller } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
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
export const magazineApi = new Hono<ApiEnv>()
  /** GET /api/public/lastRevue → { data: { id, numRevue } | null }. */
  .get('/public/lastRevue', sharedRead(), (c) => keptPublicJson(c, 'lastRevue', () => lastRevue(c.var.ctx)))
  /** GET /api/egliseDeliveries → { data: [{ id, nom, codePostal }] } (signed-in members). */
  .get('/egliseDeliveries', noStore, async (c) => {
    await requireCaller(c, { cookie: true });
    return json(c, { data: await listDeliveryChurches(c.var.ctx) });
  })
  /** POST /api/public/abonnements (draft) → { data: transaction response }; amounts computed here. */
  .post('/public/abonnements', async (c) =>
    json(c, { data: await createSubscription(c.var.ctx, await readJson(c), await memberOf(c)) }),
  )
  /** GET /api/public/abonnements/user/{id} → { data: subscriber record | null } (one's own only). */
  .get('/public/abonnements/user/:id', noStore, async (c) =>
    json(c, { data: await getSubscriber(c.var.ctx, c.req.param('id'), await memberOf(c)) }),
  )
  /** GET /api/public/abonnements/transaction/{id} → { data: { …, idIntentClientSecretStripe } } (one's own only). */
  .get('/public/abonnements/transaction/:id', noStore, async (c) =>
    json(c, { data: await openSubscriptionPayment(c.var.ctx, c.req.param('id'), await memberOf(c)) }),
  )
  /** PUT /api/public/abonnements/transaction { clientSecret, statusApresPaiement, montantPaye } → { id, paye, nombreRevues }. */
  .put('/public/abonnements/transaction', async (c) =>
    json(c, await confirmSubscriptionPayment(c.var.ctx, await readJson(c), await memberOf(c))),
  )
  /** GET /api/public/isRevueDejaCommande/{userId} → { data: boolean } (part 1; one's own only). */
  .get('/public/isRevueDejaCommande/:userId', noStore, async (c) =>
    json(c, { data: await hasPaidSubscription(c.var.ctx, c.req.param('userId'), await memberOf(c)) }),
  )
  /** GET /api/public/expeditionRevue/{code}/{idRevue} → { success }: confirms receipt; twice is harmless. */
  .get('/public/expeditionRevue/:code/:idRevue', noStore, async (c) =>
    json(c, { success: await confirmShipment(c.var.ctx, c.req.param('code'), c.req.param('idRevue')) }),
  );
