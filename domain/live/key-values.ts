import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { timedCache } from '../timed-cache.ts';
import { anonymousRoles, hasRole } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { Forbidden, NotFound, Unauthorized } from '../errors.ts';
import { knownKey, parseInput } from '../validation.ts';
import { reunionInformationFormSchema, reunionInformationSchema } from './schemas.ts';
import type { DbOrTx } from '../../db/client.ts';

const { keyValuePublics } = schema;

/** Key-value public item (spec part 2 §3): `valeur` is the item's JSON as a string. */
export interface KeyValueItem {
  cle: string;
  valeur: string;
}

/**
 * A role-restricted link, or JSON holding such links, with the site's stored files at their private address:
 * `/fichiers/{id}/…` (from the site's root or origin) becomes `/fichiers-prives/{id}/…`, the only address that
 * serves a file a role-restricted item names, to the item's roles (decision 0088; domain/private-files).
 */
export function privateLinks(text: string, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|")(${origin})?/fichiers/(\\d+)/`, 'g'), '$1$2/fichiers-prives/$3/');
}

const keyValueByKey = preparedStatement((db) =>
  db
    .select()
    .from(keyValuePublics)
    .where(eq(keyValuePublics.cle, sql.placeholder('cle')))
    .prepare('key_value_by_key'),
);

/** The items as stored, kept as the library's public reads are (a staff change is forgotten at once, 0084). */
const keptItems = timedCache<string, typeof keyValuePublics.$inferSelect>(50);

/**
 * One key-value item. An item with roles goes only to a caller holding one of them (ROLE_ADMIN passes): without a
 * session, Unauthorized; with one but none of the roles, Forbidden (decision 0046); its links to stored files are
 * then their private addresses.
 */
export async function getKeyValue(ctx: Ctx, cle: string, roles: readonly string[] | null): Promise<KeyValueItem> {
  const row = await readableItem(ctx, cle, roles);
  return { cle: row.cle, valeur: valueOf(ctx, row) };
}

/** The item's JSON as a string, its links to stored files private when it has roles. */
function valueOf(ctx: Ctx, row: typeof keyValuePublics.$inferSelect): string {
  const valeur = JSON.stringify(row.valeur);
  return row.roles.length ? privateLinks(valeur, ctx.config.PUBLIC_URL) : valeur;
}

/** The item as kept, once the caller's roles are checked (see getKeyValue). */
async function readableItem(ctx: Ctx, cle: string, roles: readonly string[] | null) {
  const key = knownKey(cle, 'Élément introuvable');
  const row = await keptItems.get(ctx, key, async () => {
    const [found] = await keyValueByKey(ctx.db).execute({ cle: key });
    if (!found) throw new NotFound('Élément introuvable');
    return found;
  });
  if (!hasRole(roles ?? anonymousRoles, row.roles)) {
    if (!roles) throw new Unauthorized('Session absente ou expirée, veuillez vous reconnecter');
    throw new Forbidden('Accès refusé');
  }
  return row;
}

/** The information meeting's item, shown on /reunion-information and on the vote pages. */
export const REUNION_INFORMATION_KEY = 'ag-reunion-information';

/** Who may read it: the information meeting's members and the assembly's voters. */
const reunionInformationRoles = ['ROLE_REUNION_MISSIONNAIRE', 'ROLE_AG_VOTE'] as const;

export type ReunionInformation = z.output<typeof reunionInformationSchema>;

/** Reads the JSON string of the item; a malformed value shows as empty rather than breaking the page. */
function parseReunionInformation(valeur: string): ReunionInformation {
  try {
    const parsed = reunionInformationSchema.safeParse(JSON.parse(valeur));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: as empty.
  }
  return { fichiersATelecharger: [], lienAudio: null, lienYoutube: null };
}

/**
 * The meeting's content read from each kept item once: every voter's ballot page shows it (its links rewritten, its
 * JSON parsed and checked: about 60 µs an answer). Forgotten with the item; shared by every caller, never changed.
 */
const parsedInformation = new WeakMap<object, { publicUrl: string; information: ReunionInformation }>();

/** The information meeting's content for a member (roles checked as for the API); empty until the item exists. */
export async function getReunionInformation(ctx: Ctx, roles: readonly string[]): Promise<ReunionInformation> {
  try {
    const row = await readableItem(ctx, REUNION_INFORMATION_KEY, roles);
    const { PUBLIC_URL: publicUrl } = ctx.config;
    let parsed = parsedInformation.get(row);
    if (parsed?.publicUrl !== publicUrl)
      parsedInformation.set(row, (parsed = { publicUrl, information: parseReunionInformation(valueOf(ctx, row)) }));
    return parsed.information;
  } catch (err) {
    if (err instanceof NotFound) return parseReunionInformation('{}');
    throw err;
  }
}

/**
 * Sets the information meeting's value within the caller's transaction (the back office records it in the same
 * one); the item keeps its roles (the meeting's members and the voters when it is created). Answers the value before
 * (null when new) and after.
 */
export async function writeReunionInformation(
  tx: DbOrTx,
  input: unknown,
): Promise<{ before: ReunionInformation | null; after: ReunionInformation }> {
  const after = parseInput(reunionInformationFormSchema, input);
  const [row] = await tx
    .select()
    .from(keyValuePublics)
    .where(eq(keyValuePublics.cle, REUNION_INFORMATION_KEY))
    .for('update');
  const before = row ? parseReunionInformation(JSON.stringify(row.valeur)) : null;
  await tx
    .insert(keyValuePublics)
    .values({ cle: REUNION_INFORMATION_KEY, valeur: after, roles: [...reunionInformationRoles] })
    .onConflictDoUpdate({ target: keyValuePublics.cle, set: { valeur: after } });
  return { before, after };
}

/** The value as stored, for the back office's form (every field, whoever reads it). */
export async function reunionInformationForStaff(ctx: Ctx): Promise<ReunionInformation> {
  const [row] = await ctx.db.select().from(keyValuePublics).where(eq(keyValuePublics.cle, REUNION_INFORMATION_KEY));
  return parseReunionInformation(row ? JSON.stringify(row.valeur) : '{}');
}
