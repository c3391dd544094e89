import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { schema } from '../client.ts';

/**
 * A large synthetic catalogue for the search benchmark (bench/search.ts), never part of the demo: media with French
 * titles, text, one or two authors, Bible books, dates over 35 years and, for magazine articles, a theme and a
 * magazine. Ids from 1,000,000 up; deterministic for a given count (a small linear congruential generator).
 */
const words = (
  'espérance foi grâce prière lumière amour paix joie patience parole vérité chemin vie croix pardon salut royaume ' +
  'berger brebis semence moisson serviteur disciple apôtre prophète temple alliance promesse miséricorde justice ' +
  'sagesse fidélité consolation épreuve délivrance louange adoration repentance baptême église communion veille ' +
  'mission jeunesse famille enfants mariage travail repos sabbat désert montagne fleuve source pain vin eau feu ' +
  'esprit cœur âme force faiblesse combat victoire couronne gloire ciel terre création jardin lumineux nouveau ' +
  'ancien éternel vivant fidèle humble doux sainte bonne parfaite simple profonde sincère véritable chrétienne ' +
  'évangile résurrection ascension pentecôte témoignage exhortation enseignement méditation lecture étude histoire'
).split(' ');
const linking = ['de la', 'du', 'et la', 'dans la', 'pour la', 'avec la', 'selon la', 'sur la', 'en', 'par la'];
const firstNames =
  'Daniel Élisabeth Samuel Pierre Marthe Jean Ruth Étienne Lydie Paul Anne Timothée Josué Ivan Marie Luc Sara Marc Esther Noé'.split(
    ' ',
  );
const lastNames =
  'Rocher Marchand Dufour Lambert Vidal Fabre Garnier Morel Bonnet Chevalier Sabatier Roux Bertrand Petrov Camara Martin Bernard Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David'.split(
    ' ',
  );
const themes = [
  'Sans thème',
  'Exhortation',
  'Histoire',
  'Témoignage',
  'Réflexion',
  'Étude',
  'Théologie',
  'Enseignement',
  'Édification',
  'Éthique',
  'Médical',
  'Étude Biblique',
  'Doctrine',
  'Société',
  'Témoignage historique',
];
/** Exhortation, hymn, testimony, talk, magazine article, book, magazine. */
const types = [1, 1, 1, 2, 3, 4, 7, 7, 7, 10, 6];

const syntheticFirstId = 1_000_000;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Inserts `count` synthetic media by batches of 1,000 (their search documents follow by trigger). */
export async function seedSyntheticCatalogue(
  db: Db,
  count: number,
  progress?: (done: number, total: number) => void,
): Promise<void> {
  const rnd = random(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  // A vocabulary of a real catalogue's size: the theme words, and 15,000 made-up words of French syllables, drawn
  // with a skew (a few frequent, many rare), so that a word is in a few per cent of the documents, not in half.
  const syllables = 'ma re ti lo ve na pi sou ché ran dé mon vi lu ta gne ber cor fon pal sté min dou jar ter'.split(
    ' ',
  );
  const invented = Array.from({ length: 15_000 }, (_, i) => {
    let w = '';
    for (let n = i + 7; w.length < 4 || n > 0; n = Math.floor(n / syllables.length))
      w += syllables[n % syllables.length];
    return w;
  });
  const word = (real: number) => (rnd() < real ? pick(words) : invented[Math.floor(rnd() ** 2 * invented.length)]);
  const phrase = (n: number, real = 0.08) =>
    Array.from({ length: n }, (_, i) => (i > 0 && rnd() < 0.3 ? `${pick(linking)} ${word(real)}` : word(real))).join(
      ' ',
    );
  const authors = await db
    .insert(schema.auteurs)
    .values(
      Array.from({ length: 400 }, (_, i) => ({
        prenom: firstNames[i % firstNames.length],
        nom: `${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}${i >= 600 ? ` ${i}` : ''}`,
        pays: 'France',
      })),
    )
    .returning({ id: schema.auteurs.id });
  const [{ max }] = (
    (await db.execute(
      sql`SELECT coalesce(max(id), ${syntheticFirstId - 1})::int AS max FROM media WHERE id >= ${syntheticFirstId}`,
    )) as unknown as {
      rows: { max: number }[];
    }
  ).rows;
  let next = max + 1;
  const magazines: number[] = [];
  for (let done = 0; done < count;) {
    const size = Math.min(1000, count - done);
    const rows = Array.from({ length: size }, () => {
      const type = pick(types);
      const year = 1990 + Math.floor(rnd() * 36);
      const date = `${year}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-01`;
      const titre = phrase(2 + Math.floor(rnd() * 5), 0.5);
      return {
        id: next++,
        titre: titre.charAt(0).toUpperCase() + titre.slice(1),
        sousTitre: rnd() < 0.6 ? phrase(3 + Math.floor(rnd() * 4), 0.3) : null,
        contenu: `<p>${phrase(40 + Math.floor(rnd() * 60))}.</p><p>${phrase(30 + Math.floor(rnd() * 40))}.</p>`,
        mediaTypeId: type,
        datePublication: date,
        theme: type === 7 ? pick(themes) : null,
        numRevue: type === 6 ? next % 200 : null,
      };
    });
    await db.transaction(async (tx) => {
      // The links' triggers would refresh each document three times: off for the inserts, then one refresh.
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.insert(schema.media).values(rows);
      await tx.insert(schema.mediaAuteurs).values(
        rows.flatMap((m) => {
          const a = pick(authors).id;
          const b = pick(authors).id;
          return rnd() < 0.25 && a !== b
            ? [
                { mediaId: m.id, auteurId: a, rang: 0 },
                { mediaId: m.id, auteurId: b, rang: 1 },
              ]
            : [{ mediaId: m.id, auteurId: a, rang: 0 }];
        }),
      );
      const books = rows.flatMap((m) =>
        rnd() < 0.5 ? [{ mediaId: m.id, livreBibleId: 1 + Math.floor(rnd() * 66) }] : [],
      );
      if (books.length) await tx.insert(schema.mediaLivreBibles).values(books);
      for (const m of rows) if (m.mediaTypeId === 6) magazines.push(m.id);
      // Each article in one of the magazines made so far.
      const links = rows
        .filter((m) => m.mediaTypeId === 7 && magazines.length > 0)
        .map((m) => ({ mediaId: pick(magazines), mediaChildId: m.id, rang: 0 }));
      if (links.length) await tx.insert(schema.mediaMedias).values(links).onConflictDoNothing();
      await tx.execute(sql`SET LOCAL session_replication_role = origin`);
      await tx.execute(
        sql`SELECT search_document_refresh(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(rows.map((m) => m.id))}::jsonb)::int))`,
      );
    });
    done += size;
    progress?.(done, count);
  }
}
