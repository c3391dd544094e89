import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Draws the banner of each kind of media but books (livres.svg) (public/images/media/type-<id>.svg, 1600×900): a gradient of the site's
 * blues and ochres and the kind's line drawing, large and faint, on the right (the page's title sits bottom left).
 *   npx tsx scripts/draw-media-banners.ts
 */
const kinds: Record<number, { from: string; to: string; motif: string }> = {
  // Exhortation: an open Bible under a cross.
  1: {
    from: '#12233b',
    to: '#2b4a73',
    motif: 'M12 1v7M9 3.5h6M3 10c3-1 6-1 9 1 3-2 6-2 9-1v11c-3-1-6-1-9 1-3-2-6-2-9-1zM12 11v11',
  },
  // Hymn: notes on a staff.
  2: {
    from: '#1b2f4d',
    to: '#5a3d1e',
    motif:
      'M2 6h20M2 9h20M2 12h20M2 15h20M2 18h20M8 18V5l10-2v13M8 18a2.5 2 0 1 1-5 0 2.5 2 0 0 1 5 0zM18 16a2.5 2 0 1 1-5 0 2.5 2 0 0 1 5 0z',
  },
  // Testimony: a speech bubble with a heart.
  3: {
    from: '#3b1f2b',
    to: '#12233b',
    motif: 'M3 4h18v12H9l-5 4v-4H3zM12 13s-3.5-2-3.5-4a1.7 1.7 0 0 1 3.5-.6 1.7 1.7 0 0 1 3.5.6c0 2-3.5 4-3.5 4z',
  },
  // Conference: a lectern and a speaker.
  4: {
    from: '#12233b',
    to: '#24525a',
    motif: 'M12 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM7 12c0-2.5 2.2-4 5-4s5 1.5 5 4M5 12h14l-2 4H7zM12 16v6M8 22h8',
  },
  // Training course: a mortarboard.
  5: { from: '#172a45', to: '#3d5a2a', motif: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6' },
  // Magazine: a cover with columns.
  6: {
    from: '#4a2c14',
    to: '#12233b',
    motif: 'M5 2h14v20H5zM8 6h8M8 9h8M8 13h3M13 13h3M8 16h3M13 16h3M8 19h3M13 19h3',
  },
  // Article: lines of text with a title.
  7: { from: '#12233b', to: '#3a3f58', motif: 'M4 3h16M4 7h10M4 11h16M4 14h16M4 17h16M4 20h11' },
  // Album: a record.
  8: {
    from: '#26163a',
    to: '#12233b',
    motif:
      'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 12h.01M5.5 12a6.5 6.5 0 0 1 6.5-6.5',
  },
  // Photo album: overlapping photos with a mountain.
  9: { from: '#12233b', to: '#2d5c4a', motif: 'M6 3h15v13H6zM3 7v14h15M8 14l4-5 3 4 2-2 3 3M16 7.5h.01' },
  // Collection: books on a shelf.
  11: { from: '#12233b', to: '#4a3a18', motif: 'M3 21h18M5 21V5h3v16M8 21V8h3v13M12 21l2-15 3 .5-2 14.5M18 21V9h2v12' },
  // Page: a sheet with a folded corner.
  12: { from: '#1d2d44', to: '#34495e', motif: 'M6 2h9l5 5v15H6zM15 2v5h5M9 12h7M9 15h7M9 18h5' },
  // Blog: a pen writing.
  13: { from: '#12233b', to: '#5a2e2e', motif: 'M4 20h7M15 4l5 5L10 19H5v-5zM13 6l5 5' },
  // Reading: a book with sound waves.
  14: {
    from: '#173049',
    to: '#12233b',
    motif: 'M2 5c2.5-1 5-1 7 1v14c-2-2-4.5-2-7-1zM9 6c2-2 4.5-2 7-1v7M19 11c1 1 1 3 0 4M21.5 9c2 2.5 2 5.5 0 8M16 14v6',
  },
  // News: a newspaper.
  15: {
    from: '#12233b',
    to: '#2f4f6f',
    motif: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
  },
  // Hymnbook: a book with a note.
  16: {
    from: '#3b2a12',
    to: '#1b2f4d',
    motif:
      'M5 3h14v18H5zM9 3v18M14 15V8l4-1v6M14 15a1.5 1.2 0 1 1-3 0 1.5 1.2 0 0 1 3 0zM18 13a1.5 1.2 0 1 1-3 0 1.5 1.2 0 0 1 3 0z',
  },
  // Chapter: a bookmark in an open book.
  17: {
    from: '#12233b',
    to: '#23405e',
    motif: 'M2 5c3-1 7-1 10 1 3-2 7-2 10-1v14c-3-1-7-1-10 1-3-2-7-2-10-1zM12 6v14M16 4v6l1.5-1.2L19 10V4',
  },
};

const dir = path.resolve(import.meta.dirname, '../public/images/media');
for (const [id, { from, to, motif }] of Object.entries(kinds)) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l" cx=".72" cy=".38" r=".5"><stop offset="0" stop-color="#e0a93b" stop-opacity=".18"/>` +
    `<stop offset="1" stop-color="#e0a93b" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#g)"/><rect width="1600" height="900" fill="url(#l)"/>` +
    `<g transform="translate(900 230) scale(19)" fill="none" stroke="#e0a93b" stroke-opacity=".5" stroke-width=".45" ` +
    `stroke-linecap="round" stroke-linejoin="round"><path d="${motif}"/></g></svg>\n`;
  writeFileSync(path.join(dir, `type-${id}.svg`), svg);
}
console.log(`${Object.keys(kinds).length} bannières dessinées dans ${dir}`);
