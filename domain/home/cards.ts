import { asc, eq } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import type { HomeCardText } from '../../db/schema/home.ts';
import { madeOnce } from '../../platform/made-once.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { timedCache } from '../timed-cache.ts';
import { parseInput } from '../validation.ts';
import { homeCardSchema, storedCard, type HomeCardIcon, type HomeCardLanguage } from './schemas.ts';

const h = schema.homeCards;
export type HomeCardRow = typeof h.$inferSelect;

/** The cards by block and place, each with every language's words. */
const homeCards = preparedStatement((db) =>
  db.select().from(h).orderBy(asc(h.bloc), asc(h.rang), asc(h.id)).prepare('home_cards'),
);

export async function listHomeCards(ctx: Pick<Ctx, 'db'>): Promise<HomeCardRow[]> {
  return homeCards(ctx.db).execute();
}

/** A card's words in a language, or the French ones (then `lang` says so). */
function cardText(card: HomeCardRow, lang: string): HomeCardText & { lang?: 'fr' } {
  const own = card.textes[lang as HomeCardLanguage];
  return own ?? { ...card.textes.fr, lang: 'fr' };
}

/** The cards the home shows, kept as the media details are (decision 0151); the staff's list reads them fresh. */
const keptCards = timedCache<'all', HomeCardRow[]>(1);

/** The blocks of each language, made once from the kept cards (the page sends them as written: app/sent-json.ts). */
const blocksOf = madeOnce((_cards: HomeCardRow[]) => new Map<string, ReturnType<typeof blocksIn>>());

/** The home's two blocks of cards, in the visitor's language; the same objects while the cards are kept. */
export async function homeBlocks(ctx: Ctx, lang: string) {
  const cards = await keptCards.get(ctx, 'all', () => listHomeCards(ctx));
  const byLang = blocksOf(cards);
  let blocks = byLang.get(lang);
  if (!blocks) byLang.set(lang, (blocks = blocksIn(cards, lang)));
  return blocks;
}

function blocksIn(cards: HomeCardRow[], lang: string) {
  return [1, 2].map((bloc) => ({
    bloc,
    cards: cards
      .filter((c) => c.bloc === bloc)
      .map((c) => ({
        id: c.id,
        lien: c.lien,
        // Checked by homeCardSchema when the card was saved.
        icone: c.icone as HomeCardIcon,
        image: c.image,
        ...cardText(c, lang),
      })),
  }));
}

export async function homeCardRow(db: Db, id: number): Promise<HomeCardRow> {
  const [row] = await db.select().from(h).where(eq(h.id, id));
  if (!row) throw new NotFound('Carte introuvable');
  return row;
}

const fields = ({ bloc, rang, lien, icone, image, textes }: HomeCardRow) => ({
  bloc,
  rang,
  lien,
  icone,
  image,
  textes,
});

/** Creates (id null) or changes a card in the caller's transaction; its fields before and after. */
export async function writeHomeCard(ctx: Pick<Ctx, 'clock'>, tx: DbOrTx, id: number | null, input: unknown) {
  const values = { ...storedCard(parseInput(homeCardSchema, input)), updatedAt: ctx.clock.now() };
  if (id === null) {
    const [after] = await tx.insert(h).values(values).returning();
    return { before: null, after: fields(after), id: after.id };
  }
  const [row] = await tx.select().from(h).where(eq(h.id, id)).for('update');
  if (!row) throw new NotFound('Carte introuvable');
  const [after] = await tx.update(h).set(values).where(eq(h.id, id)).returning();
  return { before: fields(row), after: fields(after), id };
}

/** Deletes a card in the caller's transaction; its fields before. */
export async function removeHomeCard(tx: DbOrTx, id: number) {
  const [row] = await tx.delete(h).where(eq(h.id, id)).returning();
  if (!row) throw new NotFound('Carte introuvable');
  return fields(row);
}
