import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../db/client.ts';
import { surveysSeeder } from '../../../db/seed/surveys.ts';
import { readOutbox } from '../../../domain/accounts/index.ts';
import { inviteToSurvey, surveyAnswersWorkbook, type SurveyPerson } from '../../../domain/surveys/index.ts';
import { createTestContext, type TestContext } from '../../../tests/support/context.ts';
import { createApi } from '../../app.ts';

let t: TestContext;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = createApi(t.ctx);
  await surveysSeeder.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
});
afterAll(() => t.close());

/** Invites a person and answers the token of the link mailed to them. */
async function invite(email: string, sections: { chorale: boolean; orchestre: boolean }): Promise<string> {
  await inviteToSurvey(t.ctx, { email, firstname: 'Élise', lastname: 'Dupont', ...sections });
  await t.runJobs();
  const [mail] = await readOutbox(t.ctx.db, email);
  const token = mail.text.match(/\/sondage\/([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}

const person = (token: string) => api.request(`/public/authByToken/${token}`);
const answer = (token: string | null, body: unknown) =>
  api.request('/public/sondages/reponses', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Basic ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const choir = {
  chorale29mai: 'oui',
  chorale12juin: 'non',
  chorale26juin: 'oui',
  chorale1juillet: 'oui',
  chorale2juillet: 'non',
};

describe('the survey calls', () => {
  it('GET /public/authByToken/{token} answers the person of a survey link, with the questions of their sections', async () => {
    const token = await invite('elise.choeur@exemple.fr', { chorale: true, orchestre: false });
    const res = await person(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as { data: SurveyPerson };
    expect(data).toMatchObject({ firstname: 'Élise', lastname: 'DUPONT', token, chorale: true, orchestre: false });
    expect(data.sondage.questions.map((q) => q.cle)).toEqual(Object.keys(choir));
    expect(data.reponses).toBeNull();
  });

  it('an unknown token goes on to the account links and answers data null', async () => {
    const res = await person('x'.repeat(43));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: null });
  });

  it('refuses answers without the token or with an unknown one (401)', async () => {
    expect((await answer(null, choir)).status).toBe(401);
    const res = await answer('y'.repeat(43), choir);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Le lien est incorrect ou expiré !' });
  });

  it('refuses a wrong value, a question not asked and a missing answer, one message per field', async () => {
    const token = await invite('elise.erreurs@exemple.fr', { chorale: true, orchestre: false });
    const wrong = await answer(token, { ...choir, chorale29mai: 'peut-être' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: object }).fields).toEqual({
      chorale29mai: 'Veuillez répondre Oui ou Non',
    });

    const notAsked = await answer(token, { ...choir, orc29mai: 'oui' });
    expect(notAsked.status).toBe(400);
    expect(((await notAsked.json()) as { fields: object }).fields).toEqual({ _: 'Champ inconnu : orc29mai' });

    const { chorale12juin: _left, ...missing } = choir;
    const res = await answer(token, missing);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      chorale12juin: 'Veuillez répondre Oui ou Non',
    });
    expect(((await (await person(token)).json()) as { data: { reponses: unknown } }).data.reponses).toBeNull();
  });

  it('takes the answers, then a second submission replaces them', async () => {
    const token = await invite('elise.deux@exemple.fr', { chorale: true, orchestre: true });
    const orchestra = { orc29mai: 'non', orc12juin: 'oui', orc26juin: 'oui' };
    const first = await answer(token, { ...choir, ...orchestra });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, data: { ...choir, ...orchestra } });

    const second = await answer(token, { ...choir, ...orchestra, chorale29mai: 'non', orc29mai: 'oui' });
    expect(second.status).toBe(200);
    const { data } = (await (await person(token)).json()) as { data: { reponses: object; answeredAt: string } };
    expect(data.reponses).toEqual({ ...choir, ...orchestra, chorale29mai: 'non', orc29mai: 'oui' });
    expect(data.answeredAt).toBeTruthy();

    // The export holds them, one column per question.
    const { bytes } = await surveyAnswersWorkbook(t.ctx);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as never);
    const sheet = book.getWorksheet('Réponses')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(3).value === 'elise.deux@exemple.fr')!;
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1).value;
    expect(cell('Répétition du dimanche 29 mai 2022')).toBe('Non');
    expect(cell('Enregistrement du vendredi 1er juillet 2022')).toBe('Oui');
  });

  it('a new invitation replaces the former link', async () => {
    const old = await invite('elise.relance@exemple.fr', { chorale: false, orchestre: true });
    await inviteToSurvey(t.ctx, {
      email: 'elise.relance@exemple.fr',
      firstname: 'Élise',
      lastname: 'Dupont',
      chorale: false,
      orchestre: true,
    });
    await t.runJobs();
    expect(await (await person(old)).json()).toMatchObject({ data: null });
    expect((await answer(old, { orc29mai: 'oui', orc12juin: 'oui', orc26juin: 'oui' })).status).toBe(401);
  });

  it('refuses changes once the survey is closed (409)', async () => {
    const token = await invite('elise.tard@exemple.fr', { chorale: true, orchestre: false });
    await t.ctx.db
      .update(schema.surveys)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(schema.surveys.slug, 'chorale-orchestre-mai-juin-2022'));
    const res = await answer(token, choir);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: 'Le sondage est clos : les réponses ne peuvent plus être modifiées',
    });
    expect(((await (await person(token)).json()) as { data: { sondage: { open: boolean } } }).data.sondage.open).toBe(
      false,
    );
  });
});
