/** Public address of a stored file: /fichiers/{id}/{nom}.{extension}. */
export function fileUrl(f: { id: number; nom: string; extension: string }): string {
  return `/fichiers/${f.id}/${encodeURIComponent(slugify(f.nom))}.${f.extension}`;
}

/** The title as it appears in a media address: accents kept, spaces and punctuation become hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function mediaPath(m: { id: number; titre: string }): string {
  return `/media/${m.id}/${encodeURIComponent(slugify(m.titre))}`;
}
