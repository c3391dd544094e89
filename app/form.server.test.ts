import { describe, expect, it } from 'vitest';
import { loginSchema } from '../domain/accounts/browser.ts';
import { Conflict, Invalid, TooManyRequests } from '../domain/errors.ts';
import { formFailure, formSuccess, readForm } from './form.server.ts';

function post(fields: Record<string, string>) {
  return new Request('http://localhost/login', { method: 'POST', body: new URLSearchParams(fields) });
}

/** The body and status of a `data()` answer. */
function answer(result: ReturnType<typeof formFailure>) {
  return { status: result.init?.status, body: result.data };
}

describe('form results', () => {
  it('answers the schema’s own French messages, field by field, without the typed password', async () => {
    const submission = await readForm(post({ login: 'pas-un-mail', pass: 'secret' }), loginSchema);
    expect(submission.status).toBe('error');
    const { status, body } = answer(formFailure(submission));
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.error).toEqual({ login: ['Adresse mail invalide'] });
    expect(body.initialValue).toEqual({ login: 'pas-un-mail' });
  });

  it('maps an Invalid domain error to messages tied to their fields, and "_" to the whole form', async () => {
    const submission = await readForm(post({ login: 'marie@exemple.fr', pass: 'x' }), loginSchema);
    const err = new Invalid({ login: 'Cette adresse est déjà utilisée', _: 'Formulaire incomplet' });
    const { status, body } = answer(formFailure(submission, err));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ login: ['Cette adresse est déjà utilisée'], '': ['Formulaire incomplet'] });
  });

  it('gives a form without fields (a single button) the first message of an Invalid, never an empty refusal', async () => {
    const { status, body } = answer(formFailure(null, new Invalid({ role: 'Rôle inconnu' })));
    expect(status).toBe(400);
    expect(body.error).toEqual({ '': ['Rôle inconnu'] });
  });

  it('gives other domain errors to the whole form with their code: 400, or 429 for too many tries', async () => {
    const submission = await readForm(post({ login: 'marie@exemple.fr', pass: 'x' }), loginSchema);
    const tooMany = answer(formFailure(submission, new TooManyRequests()));
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error?.['']).toEqual(['Trop de tentatives, veuillez réessayer plus tard']);
    const conflict = answer(formFailure(submission, new Conflict('Ce don est déjà payé')));
    expect(conflict).toMatchObject({ status: 400, body: { code: 'CONFLICT' } });
  });

  it('rethrows what is not a domain error', async () => {
    const submission = await readForm(post({ login: 'marie@exemple.fr', pass: 'x' }), loginSchema);
    expect(() => formFailure(submission, new Error('panne'))).toThrow('panne');
  });

  it('answers a write refused by a unique index (two people at once) as a conflict, not an error page', async () => {
    const submission = await readForm(post({ login: 'marie@exemple.fr', pass: 'x' }), loginSchema);
    const duplicate = new Error('Failed query: insert…', {
      cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
    });
    expect(answer(formFailure(submission, duplicate))).toMatchObject({ status: 400, body: { code: 'CONFLICT' } });
  });

  it('answers a success with its message and data, emptying the form when asked', async () => {
    const submission = await readForm(post({ login: 'marie@exemple.fr', pass: 'x' }), loginSchema);
    expect(formSuccess(submission, { message: 'Bienvenue', data: { id: 1 }, reset: true })).toEqual({
      status: 'success',
      initialValue: null,
      message: 'Bienvenue',
      data: { id: 1 },
    });
    expect(formSuccess(null, { message: 'Envoyé' })).toEqual({ status: 'success', message: 'Envoyé' });
  });

  it('reads a body that is not a form as a form without fields, refused field by field rather than failing', async () => {
    const json = new Request('http://site.test/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"login":"marie@exemple.fr"}',
    });
    const submission = await readForm(json, loginSchema);
    expect(submission.status).toBe('error');
    expect(answer(formFailure(submission)).status).toBe(400);
  });
});
