import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext({ env: { TRUST_PROXY: 'true' } });
  api = createApi(t.ctx);
});
afterAll(() => t.close());

const send = (body: unknown, address = '203.0.113.1', domain = 'mission-lephare.example') =>
  api.request(`/websites/public/sendMessage/${domain}/domaine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

const message = {
  nom: 'Jeanne Martin',
  adresseEmail: 'Jeanne@example.org',
  message: 'Bonjour,\n\nQuand a lieu le prochain camp ?',
};
const stored = async () => t.ctx.db.select().from(schema.contactMessages);

describe('POST /api/websites/public/sendMessage/{domain}/domaine', () => {
  it('stores the message and mails it to the staff, reply-to the sender', async () => {
    const res = await send(message);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await stored()).toMatchObject([
      { nom: 'Jeanne Martin', adresseEmail: 'jeanne@example.org', domain: 'mission-lephare.example' },
    ]);
    await t.runJobs();
    const [mail] = await readOutbox(t.ctx.db, t.ctx.config.STAFF_EMAIL);
    expect(mail).toMatchObject({
      replyTo: 'jeanne@example.org',
      subject: 'Message de Jeanne Martin via le formulaire de contact',
    });
    expect(mail.text).toContain('Quand a lieu le prochain camp ?');
  });

  it.each([
    [{ nom: '' }, 'nom', 'Le nom est obligatoire'],
    [{ adresseEmail: 'jeanne' }, 'adresseEmail', 'L’adresse e-mail n’est pas valide'],
    [{ message: '   ' }, 'message', 'Le message est obligatoire'],
    [{ message: 'a'.repeat(5001) }, 'message', 'Votre message est trop long : 5 000 caractères au maximum'],
  ])('refuses %# with a French message and stores nothing', async (change, field, text) => {
    const before = (await stored()).length;
    const res = await send({ ...message, ...change }, '203.0.113.2');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(text);
    expect((await stored()).length).toBe(before);
  });

  it('accepts exactly 5,000 characters', async () => {
    expect(
      (await send({ ...message, adresseEmail: 'long@example.org', message: 'a'.repeat(5000) }, '203.0.113.3')).status,
    ).toBe(200);
  });

  it('drops a message whose honeypot is filled, answering success', async () => {
    const before = (await stored()).length;
    const res = await send({ ...message, siteWeb: 'http://spam.example' }, '203.0.113.4');
    expect(await res.json()).toEqual({ success: true });
    expect((await stored()).length).toBe(before);
  });

  it('limits a visitor to 5 messages an hour (429), counted in the database', async () => {
    for (let i = 0; i < 5; i++)
      expect((await send({ ...message, message: `Question ${i}` }, '198.51.100.7')).status).toBe(200);
    const res = await send({ ...message, message: 'Question 9' }, '198.51.100.7');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await res.json()).toMatchObject({ message: 'Trop de messages envoyés, veuillez réessayer dans 1 heure' });
  });

  it('stays open to another visitor after 200 messages an hour from 43 addresses', async () => {
    for (let i = 0; i < 200; i++) {
      const res = await send({ ...message, message: `Publicité n° ${i}` }, `198.18.0.${i % 43}`);
      expect(res.status).toBe(200);
    }
    expect((await send({ ...message, message: 'Une vraie question' }, '203.0.113.77')).status).toBe(200);
  });

  it('refuses the same long text from a fourth address in the hour, whatever its case and spacing', async () => {
    const text =
      'Achetez nos montres de luxe, prix imbattables, livraison offerte partout en France : cliquez vite sur le lien';
    for (let i = 0; i < 3; i++) expect((await send({ ...message, message: text }, `198.19.0.${i}`)).status).toBe(200);
    const res = await send(
      { ...message, message: `  ACHETEZ nos montres de luxe,\n ${text.slice(28)}  ` },
      '198.19.0.9',
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ message: 'Trop de messages envoyés, veuillez réessayer dans 1 heure' });
  });

  it('stays open to a fourth stranger sending the same short greeting', async () => {
    for (let i = 0; i < 3; i++)
      expect((await send({ ...message, message: 'Bonjour' }, `198.20.0.${i}`)).status).toBe(200);
    expect((await send({ ...message, message: 'Bonjour' }, '198.20.0.9')).status).toBe(200);
    expect((await send({ ...message, message: '  BONJOUR ' }, '198.20.0.10')).status).toBe(200);
  });

  it('keeps line breaks out of the name, which goes into the mail subject', async () => {
    const res = await send({ ...message, nom: 'Jeanne\r\nBcc: cible@example.net\nX' }, '203.0.113.78');
    // Either refused as bad input or accepted on one line: never stored or mailed with a line break.
    expect([200, 400]).toContain(res.status);
    await t.runJobs();
    for (const row of await stored()) expect(row.nom).not.toMatch(/[\r\n]/);
    for (const mail of await readOutbox(t.ctx.db)) expect(mail.subject).not.toMatch(/[\r\n]/);
    if (res.status === 200) expect((await stored()).map((row) => row.nom)).toContain('Jeanne Bcc: cible@example.net X');
  });

  it('refuses a malformed domain', async () => {
    expect((await send(message, '203.0.113.9', 'bad_domain!')).status).toBe(400);
  });
});
