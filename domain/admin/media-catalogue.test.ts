import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaReference } from '../../db/seed/media-reference.ts';
import { createMember } from '../../tests/support/accounts.ts';
import { createTestContext, type TestContext } from '../../tests/support/context.ts';
import { ROLE_ADMIN } from '../accounts/index.ts';
import { getMediaForStaff, saveMedia } from './media.ts';

/** The staff's media form keeps a book's shelves and availability, and the search document follows (decision 0113). */

let t: TestContext;
let staff: { id: number; email: string; roles: string[] };
beforeAll(async () => {
  t = await createTestContext();
  const member = await createMember(t.ctx, { roles: [ROLE_ADMIN] });
  staff = { id: member.id, email: member.email, roles: [ROLE_ADMIN] };
  await mediaReference.run({ db: t.ctx.db, files: t.ctx.files, log: t.ctx.log, demoAccounts: false });
});
afterAll(() => t.close());

const book = { titre: 'Le livre des Actes', mediaTypeId: '10', nbrPages: '296' };

describe('the media form’s catalogue fields', () => {
  it('stores the shelves and the availability, and the search counts them', async () => {
    const { id } = await saveMedia(t.ctx, staff, null, {
      ...book,
      niveau1: ' Livres ',
      niveau2: 'Commentaires bibliques',
      niveau3: '',
      disponibilite: 'a_paraitre',
    });
    expect(await getMediaForStaff(t.ctx, staff, id)).toMatchObject({
      niveau1: 'Livres',
      niveau2: 'Commentaires bibliques',
      niveau3: null,
      disponibilite: 'a_paraitre',
    });
    const { rows } = (await t.ctx.db.execute(
      sql`SELECT niveau_1, niveau_2, niveau_3, disponibilite, nombre_de_pages FROM search_document WHERE media_id = ${id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      {
        niveau_1: 'Livres',
        niveau_2: 'Commentaires bibliques',
        niveau_3: null,
        disponibilite: 'a_paraitre',
        nombre_de_pages: 296,
      },
    ]);
    await saveMedia(t.ctx, staff, id, { ...book, disponibilite: '' });
    expect(await getMediaForStaff(t.ctx, staff, id)).toMatchObject({ niveau1: null, disponibilite: null });
  });

  it('refuses an unknown availability with a French message on the field', async () => {
    await expect(saveMedia(t.ctx, staff, null, { ...book, disponibilite: 'en stock' })).rejects.toMatchObject({
      fields: { disponibilite: 'Disponibilité inconnue : disponible, épuisé ou à paraître' },
    });
  });
});
