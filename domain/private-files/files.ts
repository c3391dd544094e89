import { asc, eq } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import { hasRole } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { Forbidden, NotFound, Unauthorized } from '../errors.ts';
import { fileRolesSql } from './roles.ts';

const { fichiers, fichierTypes, privateFiles } = schema;

/** What the private file route needs to answer one stored file. */
export interface PrivateServableFile {
  id: number;
  nom: string;
  extension: string;
  storageKey: string;
  contentType: string;
  downloadable: boolean;
}

/** A listed private file: where it belongs, its title and its address. */
export interface PrivateFileEntry {
  rubrique: string;
  titre: string;
  extension: string;
  url: string;
  sizeBytes: number;
}

/** The address of a private file: /fichiers-prives/{id}/{nom}.{extension}. */
export function privateFileUrl(f: { id: number; nom: string; extension: string }): string {
  return `/fichiers-prives/${f.id}/${encodeURIComponent(f.nom)}.${f.extension}`;
}

/**
 * A private file for a caller with these roles (ROLE_ADMIN passes): a fichier_prive row, or a file named by a
 * role-restricted item (fileRolesSql), for the holders of one of its roles. NotFound when no such private file exists,
 * Unauthorized for a visitor without session, Forbidden for a member without the file's role.
 */
export async function getPrivateFile(ctx: Ctx, id: number, roles: readonly string[]): Promise<PrivateServableFile> {
  const [row] = await ctx.db
    .select({
      id: fichiers.id,
      nom: fichiers.nom,
      extension: fichiers.extension,
      storageKey: fichiers.storageKey,
      contentType: fichiers.contentType,
      downloadable: fichierTypes.downloadable,
      roles: fileRolesSql(fichiers.id),
    })
    .from(fichiers)
    .innerJoin(fichierTypes, eq(fichierTypes.id, fichiers.fichierTypeId))
    .where(eq(fichiers.id, id));
  if (!row || !row.roles.length) throw new NotFound('Fichier introuvable');
  if (!hasRole(roles, row.roles)) {
    throw roles.includes('ROLE_CONNECTED') ? new Forbidden() : new Unauthorized();
  }
  const { roles: _roles, ...file } = row;
  return file;
}

/** The private files of a role, in rank order, for a caller holding it (else Unauthorized or Forbidden). */
export async function listPrivateFiles(ctx: Ctx, role: string, roles: readonly string[]): Promise<PrivateFileEntry[]> {
  if (!hasRole(roles, [role])) throw roles.includes('ROLE_CONNECTED') ? new Forbidden() : new Unauthorized();
  const rows = await ctx.db
    .select({
      id: fichiers.id,
      nom: fichiers.nom,
      extension: fichiers.extension,
      sizeBytes: fichiers.sizeBytes,
      rubrique: privateFiles.rubrique,
      titre: privateFiles.titre,
    })
    .from(privateFiles)
    .innerJoin(fichiers, eq(fichiers.id, privateFiles.fichierId))
    .where(eq(privateFiles.role, role))
    .orderBy(asc(privateFiles.rubrique), asc(privateFiles.rang), asc(privateFiles.fichierId));
  return rows.map((r) => ({
    rubrique: r.rubrique,
    titre: r.titre,
    extension: r.extension,
    sizeBytes: r.sizeBytes,
    url: privateFileUrl(r),
  }));
}
