import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { schema } from '../../db/client.ts';
import { lateImport } from '../../platform/late-import.ts';
import type { Ctx } from '../context.ts';
import { Invalid, NotFound } from '../errors.ts';
import { FileTypeId, fileUrl, forgetMediaCaches, mediaChanged } from '../media/index.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';
import { uploadFieldsSchema, uploadKinds, type UploadKind } from './forms.ts';

/**
 * Files sent by the staff (issue 18 item 2), streamed to the file store: the type is read from the first bytes, never
 * from the name or the browser's word; each kind has its size limit; a refused file leaves nothing behind (no bytes in
 * the store, no row). Any staff section may use it: a file on its own, a media's file, or a media's cover (an image,
 * whose thumbnail is made here for the public lists).
 */

/** Types accepted, as read from the bytes: kind and stored extension. */
const accepted: Record<string, { kind: UploadKind; extension: string }> = {
  'audio/mpeg': { kind: 'audio', extension: 'mp3' },
  'audio/mp4': { kind: 'audio', extension: 'm4a' },
  'audio/x-m4a': { kind: 'audio', extension: 'm4a' },
  'audio/aac': { kind: 'audio', extension: 'aac' },
  'audio/ogg': { kind: 'audio', extension: 'ogg' },
  'audio/opus': { kind: 'audio', extension: 'opus' },
  'audio/wav': { kind: 'audio', extension: 'wav' },
  'audio/x-wav': { kind: 'audio', extension: 'wav' },
  'audio/flac': { kind: 'audio', extension: 'flac' },
  'audio/x-flac': { kind: 'audio', extension: 'flac' },
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm' },
  'video/quicktime': { kind: 'video', extension: 'mov' },
  'application/pdf': { kind: 'document', extension: 'pdf' },
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'image/avif': { kind: 'image', extension: 'avif' },
  'image/gif': { kind: 'image', extension: 'gif' },
};

const fileTypeOf: Record<UploadKind, number> = {
  audio: FileTypeId.AUDIO,
  video: FileTypeId.VIDEO,
  document: FileTypeId.DOCUMENT,
  image: FileTypeId.IMAGE,
};

/** Bytes enough for every signature file-type reads. */
const headBytes = 4100;

/** The thumbnail the public lists show (MediaGrid: 640 × 400, thumbnail_std), in WebP. */
const thumbnailSize = { width: 640, height: 400 } as const;

/** The size limit of each kind, in bytes (settings UPLOAD_MAX_MB_*). */
function uploadLimits(ctx: Ctx): Record<UploadKind, number> {
  const mb = (n: number) => Math.floor(n * 1024 * 1024);
  const c = ctx.config;
  return {
    audio: mb(c.UPLOAD_MAX_MB_AUDIO),
    video: mb(c.UPLOAD_MAX_MB_VIDEO),
    document: mb(c.UPLOAD_MAX_MB_DOCUMENT),
    image: mb(c.UPLOAD_MAX_MB_IMAGE),
  };
}

/** Megabytes as the messages write them: "500 Mo", "0,05 Mo". */
function megabytes(bytes: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(bytes / 1024 / 1024)} Mo`;
}

const kindNames: Record<UploadKind, string> = {
  audio: 'un fichier audio',
  video: 'une vidéo',
  document: 'un PDF',
  image: 'une image',
};

/** One file part of a multipart request, its form fields (those sent before it) and its bytes as they arrive. */
export interface IncomingUpload {
  fields: Record<string, string>;
  filename: string;
  stream: Readable;
}

export interface UploadedFile {
  id: number;
  nom: string;
  extension: string;
  contentType: string;
  sizeBytes: number;
  kind: UploadKind;
  url: string;
  thumbnailUrl: string | null;
  mediaId: number | null;
  message: string;
}

/** Why a file was refused, for a page to say it in its language (the message is French). */
export type UploadRefusal = 'vide' | 'type' | 'couverture' | 'taille' | 'image';

/** A refused file: bad input (400) with the reason's code. */
export class UploadRefused extends Invalid {
  constructor(
    readonly reason: UploadRefusal,
    message: string,
  ) {
    super({ fichier: message }, message);
  }
}

/**
 * Stores one uploaded file. Checks, in this order and before a byte is kept: the caller is staff, the fields are
 * valid (and the media exists), the first bytes are of an accepted type (an image for a cover). The bytes then go to
 * the store as they arrive; past the kind's limit the write stops and its partial file is removed. The row (and the
 * media's link, the journal's record, mediaChanged) is written in one transaction; if it fails, the stored bytes are
 * removed too. The media's own fields (updated_at too) are left alone: a form open beside the upload keeps what is
 * typed in it.
 */
export async function uploadStaffFile(ctx: Ctx, staff: Staff | null, upload: IncomingUpload): Promise<UploadedFile> {
  assertStaff(staff);
  const fields = parseInput(uploadFieldsSchema, upload.fields);
  if (fields.mediaId !== null) {
    const [row] = await ctx.db
      .select({ id: schema.media.id })
      .from(schema.media)
      .where(eq(schema.media.id, fields.mediaId));
    if (!row) throw new NotFound('Média introuvable');
  }

  const source = upload.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < headBytes) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw new UploadRefused('vide', 'Choisissez un fichier à envoyer.');
  const detected = await fileTypeFromBuffer(first);
  const type = detected ? accepted[detected.mime] : undefined;
  const wanted = fields.usage === 'couverture' ? ['image'] : fields.genre ? [fields.genre] : uploadKinds;
  if (!type || !detected || !wanted.includes(type.kind)) {
    throw fields.usage === 'couverture'
      ? new UploadRefused(
          'couverture',
          'Une couverture doit être une image JPEG, PNG, WebP, AVIF ou GIF ; rien n’a été enregistré.',
        )
      : new UploadRefused(
          'type',
          'Type de fichier refusé : seuls les audios (MP3, M4A, AAC, OGG, Opus, WAV, FLAC), les vidéos (MP4, WebM, MOV), les PDF et les images (JPEG, PNG, WebP, AVIF, GIF) sont acceptés ; rien n’a été enregistré.',
        );
  }
  const limit = uploadLimits(ctx)[type.kind];
  const tooLarge = () =>
    new UploadRefused(
      'taille',
      `Fichier trop volumineux : ${megabytes(limit)} au plus pour ${kindNames[type.kind]} ; rien n’a été enregistré.`,
    );
  if (first.length > limit) throw tooLarge();

  async function* bytes(): AsyncGenerator<Buffer> {
    let size = first.length;
    yield first;
    if (ended) return;
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      size += next.value.length;
      if (size > limit) throw tooLarge();
      yield next.value;
    }
  }

  const now = ctx.clock.now();
  const folder = `televersements/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const base = `${folder}/${randomUUID()}`;
  const key = `${base}.${type.extension}`;
  const { size } = await ctx.files.putStream(key, Readable.from(bytes(), { objectMode: false }));
  let thumbnailKey: string | null = null;
  try {
    let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
    if (type.kind === 'image') {
      const image = await describeImage(ctx, key);
      dimensions = image;
      {
        thumbnailKey = `${base}-vignette.webp`;
        await ctx.files.put(thumbnailKey, await makeThumbnail(ctx, key, image));
      }
    }
    const nom = fields.nom ?? (upload.filename.replace(/\.[^.]*$/, '').trim() || 'Fichier');
    const saved = await ctx.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(schema.fichiers)
        .values({
          nom,
          extension: type.extension,
          description: fields.description,
          storageKey: key,
          contentType: detected.mime,
          sizeBytes: size,
          fichierTypeId: fileTypeOf[type.kind],
          width: dimensions.width,
          height: dimensions.height,
          thumbnailKey,
        })
        .returning({ id: schema.fichiers.id });
      const after = {
        id: file.id,
        nom,
        extension: type.extension,
        contentType: detected.mime,
        sizeBytes: size,
        mediaId: fields.mediaId,
        usage: fields.usage,
      };
      await recordStaffChange(tx, staff, {
        action: 'fichier.upload',
        subjectType: 'fichier',
        subjectId: file.id,
        before: null,
        after,
      });
      if (fields.mediaId !== null) {
        const mediaId = fields.mediaId;
        if (fields.usage === 'couverture') {
          const [before] = await tx
            .select({ couvertureId: schema.media.couvertureId })
            .from(schema.media)
            .where(eq(schema.media.id, mediaId))
            .for('update');
          if (!before) throw new NotFound('Média introuvable');
          await tx.update(schema.media).set({ couvertureId: file.id }).where(eq(schema.media.id, mediaId));
          await recordStaffChange(tx, staff, {
            action: 'media.cover',
            subjectType: 'media',
            subjectId: mediaId,
            before,
            after: { couvertureId: file.id },
          });
        } else {
          const mf = schema.mediaFichiers;
          const [{ rang }] = await tx
            .select({ rang: sql<number>`coalesce(max(${mf.rang}) + 1, 0)::int` })
            .from(mf)
            .where(eq(mf.mediaId, mediaId));
          await tx.insert(mf).values({ mediaId, fichierId: file.id, rang, visiblePublic: fields.visiblePublic });
          await recordStaffChange(tx, staff, {
            action: 'media.file.add',
            subjectType: 'media',
            subjectId: mediaId,
            before: null,
            after: { fichierId: file.id, rang, visiblePublic: fields.visiblePublic },
          });
        }
        await mediaChanged(ctx, tx, mediaId);
      }
      return file.id;
    });
    if (fields.mediaId !== null) forgetMediaCaches(ctx);
    const f = { id: saved, nom, extension: type.extension };
    const url = fileUrl(f);
    return {
      ...f,
      contentType: detected.mime,
      sizeBytes: size,
      kind: type.kind,
      url,
      thumbnailUrl: thumbnailKey ? `${url}?taille=vignette` : null,
      mediaId: fields.mediaId,
      message:
        fields.usage === 'couverture'
          ? 'La couverture a été enregistrée.'
          : `Le fichier « ${nom} » a été enregistré (${megabytes(size)}).`,
    };
  } catch (err) {
    await ctx.files.remove(key);
    if (thumbnailKey) await ctx.files.remove(thumbnailKey);
    throw err;
  }
}

function storedStream(ctx: Ctx, key: string): Readable {
  return Readable.fromWeb(ctx.files.read(key) as import('node:stream/web').ReadableStream<Uint8Array>);
}

/** sharp (libvips), loaded with the first picture the staff uploads: a serving process need not hold it. */
const loadSharp = lateImport(() => import('sharp').then((module) => module.default));

/** An image's size, read by sharp from the stored bytes (an unreadable image is refused). */
async function describeImage(ctx: Ctx, key: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const meta = await storedStream(ctx, key)
      .pipe(sharp({ failOn: 'error' }))
      .metadata();
    if (!meta.width || !meta.height) throw new Error('dimensions inconnues');
    const rotated = (meta.orientation ?? 1) >= 5;
    return rotated ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    throw new UploadRefused('image', 'Image illisible : le fichier est abîmé ou incomplet ; rien n’a été enregistré.');
  }
}

/**
 * The lists' thumbnail (640 × 400 WebP): a wide picture is cropped to the frame around its most striking part; a
 * portrait one (a book's or magazine's cover) is shown whole on a light background, as the seed's covers are.
 */
async function makeThumbnail(ctx: Ctx, key: string, image: { width: number; height: number }): Promise<Buffer> {
  const portrait = image.height > image.width;
  const sharp = await loadSharp();
  return storedStream(ctx, key)
    .pipe(
      sharp({ failOn: 'error' })
        .rotate()
        .resize({
          ...thumbnailSize,
          fit: portrait ? 'contain' : 'cover',
          position: portrait ? 'centre' : 'attention',
          background: '#f4efe6',
          withoutEnlargement: false,
        })
        .webp({ quality: 78 }),
    )
    .toBuffer();
}
