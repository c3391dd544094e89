import { inArray, sql } from 'drizzle-orm';
import { authors, bibleBooks, catalogue, type MediaEntry } from '../../content/media/index.ts';
import { sanitizeHtml } from '../../platform/html.ts';
import { schema, type Db } from '../client.ts';
import { FileTypeId, MediaTypeId } from '../schema/media-kinds.ts';
import { generateWav, wavDurationSeconds } from './audio.ts';
import { bookCover, magazineCover, photo, wideFromPortrait, widePicture } from './media-covers.ts';
import { contentTypes } from './files.ts';
import type { FileStore } from '../../platform/files.ts';
import type { Seeder } from './seeder.ts';
import { simplePdf } from './media-pdf.ts';

/**
 * The demo catalogue of content/media/: the 66 Bible books, authors, and the media from id 3000 with their files
 * (covers drawn as SVG, audio generated as WAV, PDFs of written texts), links, videos and notes.
 * Re-runnable: rows are upserted by fixed id or natural key, each media's links are replaced.
 */
export const mediaCatalogue: Seeder = {
  name: 'médiathèque',
  async run({ db, files }) {
    await seedBibleBooks(db);
    const authorIds = await seedAuthors(db);
    const lookups = await seedLookups(db);
    const fileIds = await seedFiles(db, files, collectFiles(catalogue, authorNames()));
    await seedMedia(db, lookups, fileIds);
    await seedLinks(db, authorIds, lookups, fileIds);
    await db.execute(sql`select setval(pg_get_serial_sequence('media', 'id'), (select max(id) from media))`);
    await db.execute(sql`select setval(pg_get_serial_sequence('auteur', 'id'), (select max(id) from auteur))`);
  },
};

function authorNames(): Map<string, string> {
  return new Map(authors.map((a) => [a.cle, [a.prenom, a.nom].filter(Boolean).join(' ')]));
}

async function seedBibleBooks(db: Db) {
  await db
    .insert(schema.livreBibles)
    .values(bibleBooks.map((b) => ({ id: b.numLivre, ...b })))
    .onConflictDoUpdate({
      target: schema.livreBibles.id,
      set: {
        numLivre: sql`excluded.num_livre`,
        nom1: sql`excluded.nom1`,
        nomSimple3: sql`excluded.nom_simple3`,
        testament: sql`excluded.testament`,
        couleur: sql`excluded.couleur`,
        idMediaLivre: sql`excluded.id_media_livre`,
      },
    });
}

/** Authors get fixed ids from 3000, in the order of content/media/authors.ts. */
async function seedAuthors(db: Db): Promise<Map<string, number>> {
  const rows = authors.map(({ cle: _cle, ...a }, i) => ({
    id: 3000 + i,
    prenom: a.prenom ?? null,
    nom: a.nom,
    pays: a.pays ?? null,
    annees: a.annees ?? null,
    origine: a.origine ?? null,
  }));
  await db
    .insert(schema.auteurs)
    .values(rows)
    .onConflictDoUpdate({
      target: schema.auteurs.id,
      set: {
        prenom: sql`excluded.prenom`,
        nom: sql`excluded.nom`,
        pays: sql`excluded.pays`,
        annees: sql`excluded.annees`,
        origine: sql`excluded.origine`,
      },
    });
  return new Map(authors.map((a, i) => [a.cle, 3000 + i]));
}

type Lookup = Map<string, number>;
interface Lookups {
  revue: Lookup;
  serie: Lookup;
  origine: Lookup;
  arrangement: Lookup;
  harmonisation: Lookup;
  typeCantique: Lookup;
}

/** Name tables (magazines, series, origins, arrangements…): insert the new names, read back every id. */
async function seedLookups(db: Db): Promise<Lookups> {
  const names = (pick: (m: MediaEntry) => (string | undefined)[] | undefined) => [
    ...new Set(catalogue.flatMap((m) => pick(m) ?? []).filter((n): n is string => !!n)),
  ];
  const table = async (
    t:
      | typeof schema.revueNames
      | typeof schema.series
      | typeof schema.origines
      | typeof schema.arrangements
      | typeof schema.harmonisations
      | typeof schema.typeCantiques,
    values: string[],
  ): Promise<Lookup> => {
    if (values.length === 0) return new Map();
    await db
      .insert(t)
      .values(values.map((nom) => ({ nom })))
      .onConflictDoNothing();
    const rows = await db.select({ id: t.id, nom: t.nom }).from(t).where(inArray(t.nom, values));
    return new Map(rows.map((r) => [r.nom, r.id]));
  };
  return {
    revue: await table(
      schema.revueNames,
      names((m) => [m.revue?.nom]),
    ),
    serie: await table(
      schema.series,
      names((m) => [m.serie]),
    ),
    origine: await table(
      schema.origines,
      names((m) => [m.origine]),
    ),
    arrangement: await table(
      schema.arrangements,
      names((m) => m.arrangements),
    ),
    harmonisation: await table(
      schema.harmonisations,
      names((m) => m.harmonisations),
    ),
    typeCantique: await table(
      schema.typeCantiques,
      names((m) => m.typeCantiques),
    ),
  };
}

/** A file to store for a media: its key, name, bytes and how it is linked. */
interface PlannedFile {
  mediaId: number;
  key: string;
  nom: string;
  bytes: Uint8Array;
  fichierTypeId: number;
  description?: string;
  durationSeconds?: number;
  width?: number;
  height?: number;
  /** A smaller or wider picture for lists, stored beside the file (thumbnail_std). */
  thumbnail?: { key: string; bytes: Uint8Array };
  /** The media's cover (media.couverture) rather than a listed file. */
  cover?: boolean;
  visiblePublic?: boolean;
}

const encoder = new TextEncoder();

function collectFiles(entries: MediaEntry[], names: Map<string, string>): PlannedFile[] {
  const planned: PlannedFile[] = [];
  for (const m of entries) {
    const base = `media/${m.id}`;
    if (m.couverture) {
      const author = names.get(m.auteurs?.[0] ?? '') ?? '';
      const [svg, width, height] =
        m.type === MediaTypeId.BOOK
          ? [bookCover(m.couverture, m.titre, m.sousTitre, author), 400, 600]
          : m.type === MediaTypeId.MAGAZINE && m.revue
            ? [
                magazineCover(
                  m.couverture,
                  m.revue.nom,
                  m.revue.numero,
                  m.sousTitre ?? m.titre,
                  (m.date ?? '').slice(0, 4),
                ),
                400,
                560,
              ]
            : [widePicture(m.couverture), 800, 450];
      const thumbnail =
        width === 400
          ? {
              key: `${base}/couverture-vignette.svg`,
              bytes: encoder.encode(wideFromPortrait(m.couverture, svg, width, height)),
            }
          : undefined;
      planned.push({
        mediaId: m.id,
        key: `${base}/couverture.svg`,
        thumbnail,
        nom: `Couverture ${m.titre}`,
        bytes: encoder.encode(svg),
        fichierTypeId: FileTypeId.IMAGE,
        width,
        height,
        cover: true,
      });
    }
    m.audios?.forEach((a, i) => {
      const bytes = generateWav({ seed: m.id * 31 + i, seconds: a.secondes });
      planned.push({
        mediaId: m.id,
        key: `${base}/audio-${i + 1}.wav`,
        nom: a.nom,
        bytes,
        fichierTypeId: FileTypeId.AUDIO,
        description: a.description,
        durationSeconds: Math.round(wavDurationSeconds(bytes)),
        visiblePublic: !a.prive,
      });
    });
    if (m.pdf) {
      const parent = entries.find((p) => p.enfants?.includes(m.id));
      const heading = parent?.revue ? `${parent.revue.nom} n° ${parent.revue.numero}` : undefined;
      planned.push({
        mediaId: m.id,
        key: `${base}/texte.pdf`,
        nom: m.titre,
        bytes: simplePdf({ titre: m.titre, sousTitre: m.sousTitre, entete: heading, html: m.contenu ?? '' }),
        fichierTypeId: FileTypeId.DOCUMENT,
        description: 'Texte à imprimer',
      });
    }
    m.photos?.forEach((p, i) =>
      planned.push({
        mediaId: m.id,
        key: `${base}/photo-${i + 1}.svg`,
        nom: p.nom,
        bytes: encoder.encode(photo(p.scene, p.description)),
        fichierTypeId: FileTypeId.IMAGE,
        description: p.description,
        width: 1200,
        height: 800,
      }),
    );
  }
  return planned;
}

/** Writes the bytes (a few at a time) and upserts the fichier rows in one statement; returns the ids by key. */
async function seedFiles(
  db: Db,
  files: FileStore,
  planned: PlannedFile[],
): Promise<Map<string, { id: number; file: PlannedFile }>> {
  for (let i = 0; i < planned.length; i += 16) {
    await Promise.all(
      planned
        .slice(i, i + 16)
        .flatMap((f) => [
          files.put(f.key, f.bytes),
          ...(f.thumbnail ? [files.put(f.thumbnail.key, f.thumbnail.bytes)] : []),
        ]),
    );
  }
  const result = new Map<string, { id: number; file: PlannedFile }>();
  for (let i = 0; i < planned.length; i += 500) {
    const chunk = planned.slice(i, i + 500);
    const rows = await db
      .insert(schema.fichiers)
      .values(
        chunk.map((f) => {
          const extension = f.key.slice(f.key.lastIndexOf('.') + 1);
          return {
            nom: f.nom,
            extension,
            description: f.description ?? null,
            storageKey: f.key,
            contentType: contentTypes[extension] ?? 'application/octet-stream',
            sizeBytes: f.bytes.byteLength,
            fichierTypeId: f.fichierTypeId,
            durationSeconds: f.durationSeconds ?? null,
            width: f.width ?? null,
            height: f.height ?? null,
            thumbnailKey: f.thumbnail?.key ?? null,
          };
        }),
      )
      .onConflictDoUpdate({
        target: schema.fichiers.storageKey,
        set: {
          nom: sql`excluded.nom`,
          description: sql`excluded.description`,
          contentType: sql`excluded.content_type`,
          sizeBytes: sql`excluded.size_bytes`,
          fichierTypeId: sql`excluded.fichier_type_id`,
          durationSeconds: sql`excluded.duration_seconds`,
          width: sql`excluded.width`,
          height: sql`excluded.height`,
          thumbnailKey: sql`excluded.thumbnail_key`,
        },
      })
      .returning({ id: schema.fichiers.id, key: schema.fichiers.storageKey });
    const byKey = new Map(chunk.map((f) => [f.key, f]));
    for (const r of rows) result.set(r.key, { id: r.id, file: byKey.get(r.key)! });
  }
  return result;
}

type FileIds = Awaited<ReturnType<typeof seedFiles>>;

async function seedMedia(db: Db, lookups: Lookups, fileIds: FileIds) {
  const coverOf = new Map<number, number>();
  for (const { id, file } of fileIds.values()) if (file.cover) coverOf.set(file.mediaId, id);
  const rows = catalogue.map((m) => ({
    id: m.id,
    titre: m.titre,
    sousTitre: m.sousTitre ?? null,
    contenu: m.contenu ? sanitizeHtml(m.contenu) : null,
    mediaTypeId: m.type,
    nbrPages: m.livre?.nbrPages ?? null,
    isbn: m.livre?.isbn ?? null,
    dateEdition: m.livre?.dateEdition ?? null,
    prixCentimes: m.livre ? Math.round(m.livre.prix * 100) : null,
    lienLjc: m.livre?.lienLjc ?? null,
    revueNomId: m.revue ? lookups.revue.get(m.revue.nom)! : null,
    numRevue: m.revue?.numero ?? null,
    serieId: m.serie ? lookups.serie.get(m.serie)! : null,
    datePublication: m.date ?? null,
    dateEvenement: m.dateEvenement ?? null,
    couvertureId: coverOf.get(m.id) ?? null,
    origineId: m.origine ? lookups.origine.get(m.origine)! : null,
    typeObjet: m.typeObjet ?? null,
    categories: m.categories ?? [],
    theme: m.theme ?? null,
    niveau1: m.rayon?.niveaux[0] ?? null,
    niveau2: m.rayon?.niveaux[1] ?? null,
    niveau3: m.rayon?.niveaux[2] ?? null,
    disponibilite: m.rayon?.disponibilite ?? null,
    publique: m.publique ?? true,
  }));
  const columns = Object.keys(rows[0]).filter((c) => c !== 'id') as (keyof (typeof rows)[number])[];
  const set = Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${schema.media[c].name}`)]));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(schema.media)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({ target: schema.media.id, set: { ...set, updatedAt: sql`now()` } });
  }
}

async function seedLinks(db: Db, authorIds: Map<string, number>, lookups: Lookups, fileIds: FileIds) {
  const ids = catalogue.map((m) => m.id);
  const s = schema;
  for (const table of [
    s.mediaAuteurs,
    s.mediaFichiers,
    s.mediaLivreBibles,
    s.mediaVideoYoutubes,
    s.notes,
    s.mediaArrangements,
    s.mediaHarmonisations,
    s.mediaTypeCantiques,
  ]) {
    await db.delete(table).where(inArray(table.mediaId, ids));
  }
  await db.delete(s.mediaMedias).where(inArray(s.mediaMedias.mediaId, ids));

  const videoIds = [...new Set(catalogue.flatMap((m) => m.videos ?? []).map((v) => v.idYoutube))];
  const videos = new Map<string, number>();
  if (videoIds.length > 0) {
    const titles = new Map(
      catalogue.flatMap((m) => (m.videos ?? []).map((v) => [v.idYoutube, v.titre ?? m.titre] as const)),
    );
    const rows = await db
      .insert(s.videoYoutubes)
      .values(videoIds.map((idYoutube) => ({ idYoutube, titre: titles.get(idYoutube) ?? null })))
      .onConflictDoUpdate({ target: s.videoYoutubes.idYoutube, set: { titre: sql`excluded.titre` } })
      .returning({ id: s.videoYoutubes.id, idYoutube: s.videoYoutubes.idYoutube });
    for (const r of rows) videos.set(r.idYoutube, r.id);
  }

  const fileLinks = [...fileIds.values()].filter(({ file }) => !file.cover).map(({ id, file }) => ({ file, id }));
  const rank = new Map<number, number>();
  const batches: [Parameters<typeof insertAll>[1], Record<string, unknown>[]][] = [
    [
      s.mediaAuteurs,
      catalogue.flatMap((m) =>
        (m.auteurs ?? []).map((a, i) => ({ mediaId: m.id, auteurId: authorIds.get(a)!, rang: i })),
      ),
    ],
    [
      s.mediaFichiers,
      fileLinks.map(({ id, file }) => {
        const r = (rank.get(file.mediaId) ?? 0) + 1;
        rank.set(file.mediaId, r);
        return {
          mediaId: file.mediaId,
          fichierId: id,
          rang: r,
          visiblePublic: file.visiblePublic ?? true,
          classement: file.fichierTypeId === FileTypeId.IMAGE ? 'photo' : null,
        };
      }),
    ],
    [
      s.mediaLivreBibles,
      catalogue.flatMap((m) =>
        (m.refs ?? []).map(([livre, ref]) => ({ mediaId: m.id, livreBibleId: bookNumber(livre), ref })),
      ),
    ],
    [
      s.mediaVideoYoutubes,
      catalogue.flatMap((m) =>
        (m.videos ?? []).map((v, i) => ({ mediaId: m.id, videoYoutubeId: videos.get(v.idYoutube)!, rang: i })),
      ),
    ],
    [
      s.notes,
      catalogue.flatMap((m) =>
        (m.notes ?? []).map((contenu, i) => ({ mediaId: m.id, numNote: i + 1, contenu: sanitizeHtml(contenu) })),
      ),
    ],
    [
      s.mediaArrangements,
      catalogue.flatMap((m) =>
        (m.arrangements ?? []).map((a) => ({ mediaId: m.id, arrangementId: lookups.arrangement.get(a)! })),
      ),
    ],
    [
      s.mediaHarmonisations,
      catalogue.flatMap((m) =>
        (m.harmonisations ?? []).map((h) => ({ mediaId: m.id, harmonisationId: lookups.harmonisation.get(h)! })),
      ),
    ],
    [
      s.mediaTypeCantiques,
      catalogue.flatMap((m) =>
        (m.typeCantiques ?? []).map((t) => ({ mediaId: m.id, typeCantiqueId: lookups.typeCantique.get(t)! })),
      ),
    ],
    [
      s.mediaMedias,
      catalogue.flatMap((m) =>
        (m.enfants ?? []).map((child, i) => ({ mediaId: m.id, mediaChildId: child, rang: i + 1 })),
      ),
    ],
  ];
  for (const [table, rows] of batches) await insertAll(db, table, rows);
}

async function insertAll(
  db: Db,
  table:
    | typeof schema.mediaAuteurs
    | typeof schema.mediaFichiers
    | typeof schema.mediaLivreBibles
    | typeof schema.mediaVideoYoutubes
    | typeof schema.notes
    | typeof schema.mediaArrangements
    | typeof schema.mediaHarmonisations
    | typeof schema.mediaTypeCantiques
    | typeof schema.mediaMedias,
  rows: Record<string, unknown>[],
) {
  for (let i = 0; i < rows.length; i += 500) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insert(table).values(rows.slice(i, i + 500) as any);
  }
}

function bookNumber(nom: string): number {
  const book = bibleBooks.find((b) => b.nom1 === nom);
  if (!book) throw new Error(`livre biblique inconnu dans le catalogue : ${nom}`);
  return book.numLivre;
}
