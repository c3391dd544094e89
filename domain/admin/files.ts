import { asc, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { privateFileUrl } from '../private-files/index.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { privateFileFormSchema } from './forms.ts';

/**
 * The course and children files (private files, decision 0050) in the back office: listed by role and section, their
 * listing fields changed, deleted. New files come through the staff upload facility.
 */
const { fichiers, privateFiles } = schema;

const columns = {
  id: fichiers.id,
  nom: fichiers.nom,
  extension: fichiers.extension,
  sizeBytes: fichiers.sizeBytes,
  contentType: fichiers.contentType,
  role: privateFiles.role,
  rubrique: privateFiles.rubrique,
  titre: privateFiles.titre,
  rang: privateFiles.rang,
};

export async function listPrivateFilesForStaff(ctx: Ctx, staff: Staff | null) {
  assertStaff(staff);
  const rows = await ctx.db
    .select(columns)
    .from(privateFiles)
    .innerJoin(fichiers, eq(fichiers.id, privateFiles.fichierId))
    .orderBy(asc(privateFiles.role), asc(privateFiles.rubrique), asc(privateFiles.rang), asc(fichiers.id));
  return rows.map((r) => ({ ...r, url: privateFileUrl(r) }));
}

export async function getPrivateFileForStaff(ctx: Ctx, staff: Staff | null, id: number) {
  assertStaff(staff);
  const [row] = await ctx.db
    .select(columns)
    .from(privateFiles)
    .innerJoin(fichiers, eq(fichiers.id, privateFiles.fichierId))
    .where(eq(privateFiles.fichierId, id));
  if (!row) throw new NotFound('Fichier introuvable');
  return { ...row, url: privateFileUrl(row) };
}

const listing = {
  role: privateFiles.role,
  rubrique: privateFiles.rubrique,
  titre: privateFiles.titre,
  rang: privateFiles.rang,
};

/** Changes where and how a private file is listed, and for which role; recorded with before and after. */
export async function savePrivateFile(
  ctx: Ctx,
  staff: Staff | null,
  id: number,
  input: unknown,
): Promise<{ message: string }> {
  assertStaff(staff);
  const values = parseInput(privateFileFormSchema, input);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select(listing).from(privateFiles).where(eq(privateFiles.fichierId, id)).for('update');
    if (!before) throw new NotFound('Fichier introuvable');
    await tx.update(privateFiles).set(values).where(eq(privateFiles.fichierId, id));
    await recordStaffChange(tx, staff, {
      action: 'private_file.update',
      subjectType: 'private_file',
      subjectId: id,
      before,
      after: values,
    });
  });
  return { message: `Le fichier « ${values.titre} » a été enregistré.` };
}

/**
 * Deletes a private file: its listing and its file record, so that its address answers 404 at once; then its bytes,
 * once the records are gone for good. A failed removal leaves only unreachable bytes: it is logged, not fatal.
 */
export async function deletePrivateFile(ctx: Ctx, staff: Staff | null, id: number): Promise<{ message: string }> {
  assertStaff(staff);
  const { titre, keys } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        ...listing,
        nom: fichiers.nom,
        extension: fichiers.extension,
        storageKey: fichiers.storageKey,
        thumbnailKey: fichiers.thumbnailKey,
      })
      .from(privateFiles)
      .innerJoin(fichiers, eq(fichiers.id, privateFiles.fichierId))
      .where(eq(privateFiles.fichierId, id))
      .for('update');
    if (!before) throw new NotFound('Fichier introuvable');
    await tx.delete(privateFiles).where(eq(privateFiles.fichierId, id));
    await tx.delete(fichiers).where(eq(fichiers.id, id));
    await recordStaffChange(tx, staff, {
      action: 'private_file.delete',
      subjectType: 'private_file',
      subjectId: id,
      before,
      after: null,
    });
    return { titre: before.titre, keys: [before.storageKey, before.thumbnailKey] };
  });
  for (const key of keys) {
    if (!key) continue;
    try {
      await ctx.files.remove(key);
    } catch (err) {
      ctx.log.error({ err, key }, 'fichier supprimé : octets non effacés du stockage');
    }
  }
  return { message: `Le fichier « ${titre} » a été supprimé.` };
}
