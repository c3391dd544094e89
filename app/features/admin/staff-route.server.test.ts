import { redirect, RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Ctx } from '../../../domain/context.ts';
import { Conflict, Invalid, NotFound } from '../../../domain/errors.ts';
import { deleteThen, orNotFound, recordId, recordIdOrNew, savedForm, staffForm } from './staff-route.server.ts';
import { staffOf, staffOnly } from './staff.server.ts';

/** What a call threw (or undefined when it returned). */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  return undefined;
}

/** A thrown Response's status and text, to compare at once. */
async function page(err: unknown) {
  expect(err).toBeInstanceOf(Response);
  const response = err as Response;
  return { status: response.status, text: await response.text(), location: response.headers.get('Location') };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const schema = z.object({ nom: z.string().min(2, 'Au moins deux lettres') });

describe('ids in the address', () => {
  it('reads one to nine digits as a number', () => {
    expect(recordId('42')).toBe(42);
    expect(recordId('007')).toBe(7);
    expect(recordId('999999999')).toBe(999999999);
    expect(recordIdOrNew('12')).toBe(12);
  });

  it('reads the word of a record to create as null, `nouvelle` unless told otherwise', () => {
    expect(recordIdOrNew('nouvelle')).toBeNull();
    expect(recordIdOrNew('nouveau', 'nouveau')).toBeNull();
  });

  it('answers anything else with the 404 page', async () => {
    for (const junk of ['', 'abc', '-1', '1.5', '12a', '1234567890', ' 12', 'nouveau']) {
      expect(await page(await thrown(() => recordIdOrNew(junk)))).toMatchObject({ status: 404, text: 'Introuvable' });
    }
    expect(await page(await thrown(() => recordId('nouvelle')))).toMatchObject({ status: 404, text: 'Introuvable' });
    expect(await page(await thrown(() => recordIdOrNew('nouvelle', 'nouveau')))).toMatchObject({ status: 404 });
  });
});

describe('orNotFound', () => {
  it('gives what the read returns', async () => {
    await expect(orNotFound(async () => ({ church: 3 }))).resolves.toEqual({ church: 3 });
  });

  it('turns a NotFound into a 404 page with its message', async () => {
    const err = await thrown(() =>
      orNotFound(async () => {
        throw new NotFound('Église introuvable');
      }),
    );
    expect(await page(err)).toMatchObject({ status: 404, text: 'Église introuvable' });
  });

  it('turns an Invalid into a 400 with its first message (a download has no form to show it beside)', async () => {
    const err = await thrown(() => orNotFound(() => Promise.reject(new Invalid({ slug: 'Vote inconnu' }))));
    expect(await page(err)).toMatchObject({ status: 400, text: 'Vote inconnu' });
  });

  it('rethrows any other error, and a Response as it is', async () => {
    const conflict = new Conflict('Déjà fait');
    expect(await thrown(() => orNotFound(() => Promise.reject(conflict)))).toBe(conflict);
    const panne = new Error('panne');
    expect(await thrown(() => orNotFound(() => Promise.reject(panne)))).toBe(panne);
    const gone = new Response('Reçu introuvable', { status: 404 });
    expect(await thrown(() => orNotFound(() => Promise.reject(gone)))).toBe(gone);
  });
});

describe('savedForm', () => {
  it('answers 400 with the schema’s errors field by field, without saving', async () => {
    const save = vi.fn(async () => ({ message: 'Enregistré' }));
    const result = await savedForm(form({ nom: 'A' }), schema, save);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { status: 'error', error: { nom: ['Au moins deux lettres'] } },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the payload and answers its message, the form reset, with the data when given', async () => {
    const save = vi.fn(async () => ({ id: 7, message: 'Église enregistrée' }));
    expect(await savedForm(form({ nom: 'Béthel' }), schema, save)).toEqual({
      status: 'success',
      initialValue: null,
      message: 'Église enregistrée',
      data: undefined,
    });
    expect(save).toHaveBeenCalledWith({ nom: 'Béthel' });
    const shipped = await savedForm(form({ nom: 'Béthel' }), schema, async () => ({
      message: 'Expédiée',
      data: { revueId: 3 },
    }));
    expect(shipped).toMatchObject({ status: 'success', message: 'Expédiée', data: { revueId: 3 } });
  });

  it('answers a domain refusal as the form’s failure', async () => {
    const invalid = await savedForm(form({ nom: 'Béthel' }), schema, () =>
      Promise.reject(new Invalid({ nom: 'Ce nom est déjà pris' })),
    );
    expect(invalid).toMatchObject({ init: { status: 400 }, data: { error: { nom: ['Ce nom est déjà pris'] } } });
    const conflict = await savedForm(form({ nom: 'Béthel' }), schema, () => Promise.reject(new Conflict('Déjà fait')));
    expect(conflict).toMatchObject({ init: { status: 400 }, data: { code: 'CONFLICT', error: { '': ['Déjà fait'] } } });
  });

  it('rethrows the redirect thrown by save, and any error that is not the domain’s', async () => {
    const err = await thrown(() =>
      savedForm(form({ nom: 'Béthel' }), schema, async () => {
        throw redirect('/admin/eglises/7?creee');
      }),
    );
    expect(await page(err)).toMatchObject({ status: 302, location: '/admin/eglises/7?creee' });
    const panne = new Error('panne');
    expect(await thrown(() => savedForm(form({ nom: 'Béthel' }), schema, () => Promise.reject(panne)))).toBe(panne);
  });
});

describe('deleteThen', () => {
  it('goes to the list once deleted', async () => {
    const remove = vi.fn(async () => undefined);
    const result = await deleteThen(remove, '/admin/eglises?supprimee');
    expect(remove).toHaveBeenCalledOnce();
    expect(await page(result)).toMatchObject({ status: 302, location: '/admin/eglises?supprimee' });
  });

  it('answers a refusal as the message of the whole form', async () => {
    const result = await deleteThen(() => Promise.reject(new Conflict('Église utilisée')), '/admin/eglises');
    expect(result).toMatchObject({ init: { status: 400 }, data: { error: { '': ['Église utilisée'] } } });
  });
});

describe('staffForm', () => {
  const ctx = { config: { PUBLIC_URL: 'https://site.exemple.org', TRUST_PROXY: { hops: 0 } } } as unknown as Ctx;
  const context = Object.assign(new RouterContextProvider(), { ctx, nonce: '', clientAddress: '' });
  const post = (headers: Record<string, string>) =>
    new Request('https://site.exemple.org/admin/eglises/3', { method: 'POST', headers, body: form({ nom: 'Béthel' }) });

  it('refuses another origin with 403 before anything else', async () => {
    expect(
      await page(await thrown(() => staffForm(post({ origin: 'https://pirate.exemple.com' }), context))),
    ).toMatchObject({
      status: 403,
    });
  });

  it('sends a visitor to /login, remembering the page (the branch’s middleware, thrown by any loader or action)', async () => {
    const request = post({ origin: 'https://site.exemple.org' });
    const args = { request, context, params: {}, url: new URL(request.url), pattern: '/admin/eglises/:id' };
    await staffOnly(args, async () => new Response());
    const err = await thrown(async () => staffOf(context));
    expect(await page(err)).toMatchObject({ status: 302, location: '/login?redirectTo=%2Fadmin%2Feglises%2F3' });
    expect(await page(await thrown(() => staffForm(request, context)))).toMatchObject({ status: 302 });
  });
});
