import { asc, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { timedCache } from '../timed-cache.ts';
import type { Ctx } from '../context.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { knownSlug, parseInput } from '../validation.ts';
import { countryOrder, type Country } from './countries.ts';
import { churchMaps, foreignCountries, type ForeignCountry, type MapShape } from './maps.ts';
import { sanitizeHtml } from '../../platform/html.ts';
import { churchInputSchema, type ChurchInput } from './schemas.ts';

const { churches } = schema;

/** A church as the lists, the map and its popup show it. */
export interface ChurchSummary {
  id: number;
  slug: string;
  nom: string;
  codePostal: string;
  ville: string;
  pays: Country;
  lien: string | null;
  popup: boolean;
  /** Sanitised when stored; null without popup. */
  popupValue: string | null;
}

/** A church's own page. */
export interface Church extends ChurchSummary {
  adresse: string;
  latitude: number;
  longitude: number;
  horaires: string[];
  chorales: string[];
  email: string | null;
  telephone: string | null;
  updatedAt: Date;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function lines(value: string): string[] {
  return value
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

function toChurch(row: typeof churches.$inferSelect): Church {
  return {
    id: row.id,
    slug: row.slug,
    nom: row.nom,
    adresse: row.adresse,
    codePostal: row.codePostal,
    ville: row.ville,
    pays: row.pays as Country,
    lien: row.lien,
    popup: row.popup,
    popupValue: row.popup ? row.popupValue : null,
    latitude: row.latitude,
    longitude: row.longitude,
    horaires: lines(row.horaires),
    chorales: lines(row.chorales),
    email: row.email,
    telephone: row.telephone,
    updatedAt: row.updatedAt,
  };
}

function summary(c: Church): ChurchSummary {
  const { id, slug, nom, codePostal, ville, pays, lien, popup, popupValue } = c;
  return { id, slug, nom, codePostal, ville, pays, lien, popup, popupValue };
}

/** Every church, by country in the lists' order, then alphabetically by town and name (French collation). */
export async function listChurches(ctx: Ctx): Promise<Church[]> {
  const rows = (await ctx.db.select().from(churches)).map(toChurch);
  const rank = (p: string) => (countryOrder as readonly string[]).indexOf(p);
  return rows.sort(
    (a, b) => rank(a.pays) - rank(b.pays) || collator.compare(a.ville, b.ville) || collator.compare(a.nom, b.nom),
  );
}

/** One church by its page's slug. */
export async function getChurch(ctx: Ctx, slug: string): Promise<Church> {
  const [row] = await ctx.db
    .select()
    .from(churches)
    .where(eq(churches.slug, knownSlug(slug, 'Église introuvable')));
  if (!row) throw new NotFound('Église introuvable');
  return toChurch(row);
}

/** Creates or updates a church by its slug; the popup HTML is sanitised before it is stored. */
export async function saveChurch(ctx: Ctx, input: ChurchInput): Promise<Church> {
  const c = parseInput(churchInputSchema, input);
  const values = {
    ...c,
    popupValue: c.popupValue ? sanitizeHtml(c.popupValue) : null,
    updatedAt: ctx.clock.now(),
  };
  const [row] = await ctx.db
    .insert(churches)
    .values(values)
    .onConflictDoUpdate({ target: churches.slug, set: values })
    .returning();
  return toChurch(row);
}

/** A church's stored fields (the back office's form shows them as they are: meeting times one per line…). */
export type ChurchRow = typeof churches.$inferSelect;

/** One church's stored fields by id, locked for a change when `forUpdate`. */
export async function churchRow(db: DbOrTx, id: number, forUpdate = false): Promise<ChurchRow> {
  const query = db.select().from(churches).where(eq(churches.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFound('Église introuvable');
  return row;
}

/**
 * Creates (id null) or changes a church by id within the caller's transaction (the back office records it in the
 * same one); the popup HTML is sanitised before it is stored. A page address taken by another church is the
 * field's error. Answers the fields before (null when created) and after.
 */
export async function writeChurch(
  ctx: Ctx,
  tx: DbOrTx,
  id: number | null,
  input: unknown,
): Promise<{ before: ChurchRow | null; after: ChurchRow }> {
  const c = parseInput(churchInputSchema, input);
  const values = {
    ...c,
    popupValue: c.popupValue?.trim() ? sanitizeHtml(c.popupValue) : null,
    updatedAt: ctx.clock.now(),
  };
  const [taken] = await tx.select({ id: churches.id }).from(churches).where(eq(churches.slug, c.slug));
  if (taken && taken.id !== id) throw new Invalid({ slug: 'Cette adresse est déjà celle d’une autre église' });
  if (id === null) {
    const [after] = await tx.insert(churches).values(values).returning();
    return { before: null, after };
  }
  const before = await churchRow(tx, id, true);
  const [after] = await tx.update(churches).set(values).where(eq(churches.id, id)).returning();
  return { before, after };
}

/** Deletes a church within the caller's transaction; one that magazines are delivered to is kept (Conflict). */
export async function removeChurch(tx: DbOrTx, id: number): Promise<ChurchRow> {
  const before = await churchRow(tx, id, true);
  let used = 0;
  for (const table of [schema.subscribers, schema.subscriptions, schema.shipmentParcels]) {
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.egliseId, id));
    used += count;
  }
  if (used > 0) {
    throw new Conflict('Des abonnés à la revue sont livrés à cette église (ou l’ont été) : elle est gardée.');
  }
  await tx.delete(churches).where(eq(churches.id, id));
  return before;
}

const deliveryChurchList = preparedStatement((db) =>
  db
    .select({
      id: churches.id,
      nom: churches.nom,
      codePostal: churches.codePostal,
      ville: churches.ville,
      email: churches.email,
    })
    .from(churches)
    .orderBy(asc(churches.nom))
    .prepare('delivery_churches'),
);

type DeliveryChurch = { id: number; nom: string; codePostal: string; ville: string; email: string | null };

/** The list kept as the library's public reads are: a church changed, on any process, is forgotten at once (0084). */
const keptDeliveryChurches = timedCache<'all', DeliveryChurch[]>(1);

/** Churches a magazine can be delivered to (spec part 3 §3 "Delivery church"), by name. */
export async function deliveryChurches(ctx: Ctx): Promise<DeliveryChurch[]> {
  return keptDeliveryChurches.get(ctx, 'all', () => deliveryChurchList(ctx.db).execute());
}

/** The church pages for the sitemap. */
export async function churchPages(ctx: Ctx): Promise<{ path: string; lastmod: string }[]> {
  const rows = await ctx.db
    .select({ slug: churches.slug, updatedAt: churches.updatedAt })
    .from(churches)
    .orderBy(sql`${churches.slug}`);
  return rows.map((r) => ({ path: churchPath(r.slug), lastmod: r.updatedAt.toISOString().slice(0, 10) }));
}

function churchPath(slug: string): string {
  return `/eglises/${slug}`;
}

export interface MapPin {
  slug: string;
  x: number;
  y: number;
}

export interface ChurchesView {
  /** By country, in the lists' order, each alphabetical. */
  groups: { pays: Country; churches: ChurchSummary[] }[];
  main: { width: number; height: number; shapes: MapShape[]; pins: MapPin[] };
  /** The three small maps; `church` is the country's one church (its site), if any. */
  small: { pays: ForeignCountry; width: number; height: number; shapes: MapShape[]; church: string | null }[];
}

/** What /eglises shows: the lists, the main map with a pin per church, the three small maps. */
export async function churchesView(ctx: Ctx): Promise<ChurchesView> {
  const all = await listChurches(ctx);
  const maps = churchMaps();
  const groups = countryOrder.flatMap((pays) => {
    const list = all.filter((c) => c.pays === pays).map(summary);
    return list.length ? [{ pays, churches: list }] : [];
  });
  const pins = all.flatMap((c) => {
    if ((foreignCountries as readonly string[]).includes(c.pays)) return [];
    const p = maps.main.project(c.longitude, c.latitude);
    return p ? [{ slug: c.slug, x: p[0], y: p[1] }] : [];
  });
  // Northern pins drawn first: a pin's head then never hides the point of the one below it.
  pins.sort((a, b) => a.y - b.y);
  return {
    groups,
    main: { width: maps.main.width, height: maps.main.height, shapes: maps.main.shapes, pins },
    small: foreignCountries.map((pays) => ({
      pays,
      width: maps.small[pays].width,
      height: maps.small[pays].height,
      shapes: maps.small[pays].shapes,
      church: all.find((c) => c.pays === pays)?.slug ?? null,
    })),
  };
}
