import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, signIn } from '../../domain/accounts/index.ts';
import { erasurePreview } from '../../domain/admin/index.ts';
import { confirmTestMeans, createRegularGift, regularGiftOf, startMeansSetup } from '../../domain/giving/index.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { action } from './mon-compte.tsx';
import { DONOR } from '../../tests/support/donor.ts';

/** The « Dons réguliers » tab's forms, posted to /mon-compte: a member only ever touches their own gifts (IDOR). */
let t: TestContext;
const site = 'https://site.exemple.org';
beforeAll(async () => {
  t = await createTestContext({ env: { PUBLIC_URL: site } });
});
afterAll(() => t.close());

async function member(email: string) {
  const m = await createMember(t.ctx, { email, firstname: 'Claire' });
  const { session } = await signIn(t.ctx, { login: m.email, pass: m.password }, { address: 'test', kind: 'cookie' });
  return { userId: m.id, cookie: `lang=fr; session=${session.token}` };
}

/** A saved test card of the member: its setup id. */
async function savedCard(who: { userId: number }) {
  const setup = await startMeansSetup(t.ctx, who, { moyen: 'card' });
  const card = { numero: '4242 4242 4242 4242', expiration: '12/34', cryptogramme: '123' };
  await confirmTestMeans(t.ctx, who, { clientSecret: setup.clientSecret, moyen: 'card', ...card });
  return setup.setupId;
}

type Answer = { status?: string; code?: string; data?: unknown; init?: { status: number } };

async function post(cookie: string, fields: Record<string, string>): Promise<Answer> {
  const request = new Request(`${site}/mon-compte?onglet=dons-reguliers`, {
    method: 'POST',
    headers: { origin: site, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const answer = (await action({
    request,
    url: new URL(request.url),
    params: {},
    context: { ctx: t.ctx },
  } as never)) as Answer & {
    data?: Answer;
  };
  // A refusal is React Router's data(…, { status }).
  return answer.init ? { ...answer.data, init: answer.init } : answer;
}

describe('/mon-compte, « Dons réguliers »', () => {
  it('refuses another member’s gift as not found, whatever the form, and changes nothing', async () => {
    const owner = await member('donatrice@exemple.fr');
    const gift = await createRegularGift(t.ctx, owner, {
      ...DONOR,
      montant: 10,
      jour: 5,
      setupId: await savedCard(owner),
    });
    const other = await member('autre@exemple.fr');
    const setupId = await savedCard(other);
    const forms: Record<string, string>[] = [
      { intent: 'giving-amount', montant: '99' },
      { intent: 'giving-day', jour: '9' },
      { intent: 'giving-means', setupId },
      { intent: 'giving-pause' },
      { intent: 'giving-resume' },
      { intent: 'giving-stop' },
    ];
    for (const form of forms) {
      const refused = await post(other.cookie, { ...form, gift: String(gift.id) });
      expect(refused, form.intent).toMatchObject({ status: 'error', code: 'NOT_FOUND', init: { status: 400 } });
    }
    expect(await post(other.cookie, { intent: 'giving-stop', gift: 'abc' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await regularGiftOf(t.ctx, owner, gift.id)).toMatchObject({
      etat: 'active',
      montantCentimes: 1000,
      jour: 5,
    });
    await t.runJobs();
    expect((await readOutbox(t.ctx.db, 'donatrice@exemple.fr')).map((m) => m.subject)).toEqual([
      expect.stringContaining('est en place'),
    ]);
  });

  it('changes the member’s own gift through the domain, which confirms it by mail', async () => {
    const owner = await member('fidele@exemple.fr');
    const gift = await createRegularGift(t.ctx, owner, {
      ...DONOR,
      montant: 10,
      jour: 5,
      setupId: await savedCard(owner),
    });
    const bad = await post(owner.cookie, { intent: 'giving-amount', gift: String(gift.id), montant: '0,50' });
    expect(bad).toMatchObject({ status: 'error', init: { status: 400 } });
    const changed = await post(owner.cookie, { intent: 'giving-amount', gift: String(gift.id), montant: '12,50' });
    expect(changed).toMatchObject({ status: 'success', data: { gift: gift.id, intent: 'giving-amount' } });
    expect(await post(owner.cookie, { intent: 'giving-stop', gift: String(gift.id) })).toMatchObject({
      status: 'success',
    });
    expect(await regularGiftOf(t.ctx, owner, gift.id)).toMatchObject({ etat: 'stopped', montantCentimes: 1250 });
    await t.runJobs();
    const subjects = (await readOutbox(t.ctx.db, 'fidele@exemple.fr')).map((m) => m.subject);
    for (const subject of ['est en place', 'Le montant', 'est arrêté'])
      expect(subjects).toContainEqual(expect.stringContaining(subject));
  });

  it('answers garbage in any of the tab’s forms with a French refusal, never a 500, and changes nothing', async () => {
    const owner = await member('brouillon@exemple.fr');
    const gift = String(
      (await createRegularGift(t.ctx, owner, { ...DONOR, montant: 10, jour: 5, setupId: await savedCard(owner) })).id,
    );
    const forms: Record<string, string>[] = [
      { intent: 'giving-amount', gift },
      { intent: 'giving-amount', gift, montant: 'abc' },
      { intent: 'giving-amount', gift, montant: '1e9' },
      { intent: 'giving-day', gift, jour: '31' },
      { intent: 'giving-day', gift, jour: 'x' },
      { intent: 'giving-means', gift },
      { intent: 'giving-means', gift, setupId: 'seti_inconnu' },
      { intent: 'giving-means', gift, setupId: 'x'.repeat(500) },
      { intent: 'giving-stop', gift: '99999999999' },
      { intent: 'giving-pause', gift: '-1' },
      { intent: 'giving-resume' },
    ];
    for (const form of forms) {
      const refused = await post(owner.cookie, form);
      expect(refused, JSON.stringify(form)).toMatchObject({ status: 'error', init: { status: 400 } });
      const messages = Object.values((refused as { error?: Record<string, string[]> }).error ?? {}).flat();
      expect(messages[0], JSON.stringify(form)).toMatch(/^[A-ZÀ-Ý].{5,}/);
    }
    expect(await regularGiftOf(t.ctx, owner, Number(gift))).toMatchObject({
      etat: 'active',
      montantCentimes: 1000,
      jour: 5,
    });
  });

  it('keeps the account of a member whose gift runs, saying why, instead of failing', async () => {
    const owner = await member('reste@exemple.fr');
    const gift = await createRegularGift(t.ctx, owner, {
      ...DONOR,
      montant: 10,
      jour: 5,
      setupId: await savedCard(owner),
    });
    expect(await erasurePreview(t.ctx, owner.userId)).toMatchObject({ runningGifts: 1 });
    expect(await post(owner.cookie, { intent: 'delete-account' })).toMatchObject({
      status: 'error',
      code: 'CONFLICT',
      error: { '': [expect.stringContaining('don mensuel en cours')] },
      init: { status: 400 },
    });
    expect(await regularGiftOf(t.ctx, owner, gift.id)).toMatchObject({ etat: 'active' });
  });
});
