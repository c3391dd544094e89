import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { homeBlocks } from '../../../domain/home/index.ts';
import { onSiteChange, siteChanged } from '../../../platform/site-changes.ts';
import { apiSignIn, call, createMember } from '../../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

/** The home page's cards in the back office (decision 0079): staff only, journalled, shown on / at once. */
let t: TestContext;
let api: ReturnType<typeof createApi>;
let adminToken: string;
let memberToken: string;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  const admin = await createMember(t.ctx, { email: 'accueil@exemple.fr', roles: ['ROLE_ADMIN'] });
  const member = await createMember(t.ctx, { email: 'visiteur@exemple.fr' });
  adminToken = (await apiSignIn(api, admin.email)).token;
  memberToken = (await apiSignIn(api, member.email)).token;
});
afterAll(() => t.close());

async function journal(subjectId: number) {
  const a = schema.staffAudit;
  return t.ctx.db
    .select()
    .from(a)
    .where(sql`${a.subjectType} = 'home_card' and ${a.subjectId} = ${String(subjectId)}`)
    .orderBy(a.id);
}

const card = {
  bloc: '2',
  rang: '4',
  lien: '/soutien',
  icone: 'heart',
  image: '/images/home/welcome.svg',
  titre_fr: 'Nous soutenir',
  sousTitre_fr: 'Un don',
  texte_fr: 'La mission vit des dons.',
};

describe('home cards', () => {
  it('are seeded as the home showed them: two blocks of three, in six languages', async () => {
    const blocks = await homeBlocks(t.ctx, 'en');
    expect(blocks.map((b) => b.cards.map((c) => c.titre))).toEqual([
      ['Churches', 'Shared word', 'Hymns'],
      ['Welcome and youth', 'Missionary training', 'Children'],
    ]);
    expect(blocks[0].cards[0]).toMatchObject({ lien: '/eglises', icone: 'church', image: '/images/home/churches.svg' });
  });

  it.each<[string, string, unknown?]>([
    ['GET', '/admin/home-cards'],
    ['GET', '/admin/home-cards/1'],
    ['POST', '/admin/home-cards', card],
    ['PUT', '/admin/home-cards/1', card],
    ['DELETE', '/admin/home-cards/1'],
  ])('%s %s: 401 to a visitor, 403 to a member', async (method, path, body) => {
    expect((await call(api, method, path, { body })).status).toBe(401);
    expect((await call(api, method, path, { body, token: memberToken })).status).toBe(403);
  });

  it('creates, changes and deletes a card, each change journalled and announced', async () => {
    let changes = 0;
    const stop = onSiteChange(() => changes++);
    const bad = await call(api, 'POST', '/admin/home-cards', {
      body: { ...card, lien: 'javascript:alert(1)', titre_fr: ' ', icone: 'bombe' },
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      lien: 'Lien : une page du site (/…) ou une adresse https:// attendue',
      titre_fr: 'Titre requis',
      icone: 'Icône inconnue',
    });
    for (const lien of ['//ailleurs.example/page', '/\\ailleurs.example/page']) {
      const elsewhere = await call(api, 'POST', '/admin/home-cards', { body: { ...card, lien }, token: adminToken });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.fields).toMatchObject({
        lien: 'Lien : une page du site (/…) ou une adresse https:// attendue',
      });
    }
    const halfEnglish = await call(api, 'POST', '/admin/home-cards', {
      body: { ...card, titre_en: 'Support us' },
      token: adminToken,
    });
    expect(halfEnglish.body.fields).toEqual({ texte_en: 'Texte requis' });

    const created = await call(api, 'POST', '/admin/home-cards', { body: card, token: adminToken });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data.message).toBe('La carte « Nous soutenir » a été créée.');
    // Without English words, the English home shows the French ones, marked as French.
    expect((await homeBlocks(t.ctx, 'en'))[1].cards.at(-1)).toMatchObject({ titre: 'Nous soutenir', lang: 'fr' });

    const changed = await call(api, 'PUT', `/admin/home-cards/${id}`, {
      body: { ...card, rang: '0', titre_en: 'Support us', texte_en: 'The mission lives on gifts.' },
      token: adminToken,
    });
    expect(changed.status).toBe(200);
    const second = (await homeBlocks(t.ctx, 'en'))[1].cards;
    expect(second[0]).toEqual(
      expect.objectContaining({ id, titre: 'Support us', sousTitre: '', texte: 'The mission lives on gifts.' }),
    );
    expect(second[0].lang).toBeUndefined();

    const deleted = await call(api, 'DELETE', `/admin/home-cards/${id}`, { token: adminToken });
    expect(deleted.body.data.message).toBe('La carte « Nous soutenir » a été supprimée.');
    expect((await homeBlocks(t.ctx, 'fr'))[1].cards).toHaveLength(3);
    expect((await call(api, 'GET', `/admin/home-cards/${id}`, { token: adminToken })).status).toBe(404);
    stop();

    const records = await journal(id);
    expect(records.map((r) => [r.action, r.actorEmail])).toEqual([
      ['home_card.create', 'accueil@exemple.fr'],
      ['home_card.update', 'accueil@exemple.fr'],
      ['home_card.delete', 'accueil@exemple.fr'],
    ]);
    expect(records[1].before).toMatchObject({ rang: 4, textes: { fr: { titre: 'Nous soutenir' } } });
    expect(records[1].after).toMatchObject({ rang: 0, textes: { en: { titre: 'Support us' } } });
    // Announced by the journal's record and again after each commit (on a server, by the database's word too).
    expect(changes).toBeGreaterThanOrEqual(6);
  });

  it('are kept for the home between two changes of the site, and read again after one', async () => {
    const title = async () => (await homeBlocks(t.ctx, 'fr'))[0].cards[0].titre;
    const before = await title();
    // A write the site is not told of (no staff operation, and the table's trigger, which would announce it through the
    // database, held back): the home keeps what it read.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update home_card set textes = jsonb_set(textes, '{fr,titre}', '"Églises du Gard"')
        where id = (select id from home_card order by bloc, rang, id limit 1)`);
    });
    expect(await title()).toBe(before);
    siteChanged();
    expect(await title()).toBe('Églises du Gard');
  });
});
