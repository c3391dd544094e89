import type { CoverEntry } from '../../content/media/types.ts';
import { escapeHtml } from '../../platform/escape.ts';

/** Pictures drawn by the seed as SVG: book and magazine covers, news pictures, gallery photos. */

/** Splits a text into lines of at most `width` characters, on spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Simple line drawings in a 200×200 box, drawn in white over the gradient. */
const motifs: Record<CoverEntry['motif'], string> = {
  phare:
    '<path d="M88 190 L96 70 L104 70 L112 190 Z" fill="#fff" fill-opacity=".85"/><rect x="90" y="52" width="20" height="18" fill="#fff"/><path d="M86 52 L100 38 L114 52 Z" fill="#fff"/><path d="M110 60 L200 30 L200 90 Z M90 60 L0 30 L0 90 Z" fill="#fff" fill-opacity=".18"/><path d="M0 195 Q50 180 100 195 T200 195" stroke="#fff" stroke-width="4" fill="none"/>',
  croix:
    '<rect x="92" y="30" width="16" height="150" rx="2" fill="#fff" fill-opacity=".9"/><rect x="60" y="70" width="80" height="16" rx="2" fill="#fff" fill-opacity=".9"/><circle cx="100" cy="78" r="70" stroke="#fff" stroke-opacity=".25" stroke-width="3" fill="none"/>',
  vagues:
    '<path d="M0 90 Q25 70 50 90 T100 90 T150 90 T200 90" stroke="#fff" stroke-width="6" fill="none"/><path d="M0 120 Q25 100 50 120 T100 120 T150 120 T200 120" stroke="#fff" stroke-opacity=".7" stroke-width="6" fill="none"/><path d="M0 150 Q25 130 50 150 T100 150 T150 150 T200 150" stroke="#fff" stroke-opacity=".45" stroke-width="6" fill="none"/><circle cx="150" cy="45" r="18" fill="#fff" fill-opacity=".85"/>',
  montagne:
    '<path d="M0 180 L60 80 L95 130 L130 60 L200 180 Z" fill="#fff" fill-opacity=".85"/><path d="M130 60 L145 85 L130 80 L118 88 Z" fill="#000" fill-opacity=".15"/><circle cx="50" cy="45" r="16" fill="#fff" fill-opacity=".7"/>',
  livre:
    '<path d="M20 60 Q60 45 100 65 Q140 45 180 60 L180 160 Q140 145 100 165 Q60 145 20 160 Z" fill="#fff" fill-opacity=".9"/><path d="M100 65 L100 165" stroke="#000" stroke-opacity=".25" stroke-width="3"/><path d="M35 85 H85 M35 100 H85 M35 115 H80 M115 85 H165 M115 100 H165 M115 115 H160" stroke="#000" stroke-opacity=".2" stroke-width="3"/>',
  colombe:
    '<path d="M40 120 Q70 70 120 90 Q150 60 175 55 Q160 80 150 95 Q170 110 160 125 Q120 140 80 130 Q60 145 35 150 Q50 135 40 120 Z" fill="#fff" fill-opacity=".9"/><circle cx="150" cy="72" r="3" fill="#000" fill-opacity=".4"/><path d="M150 170 Q160 150 175 150" stroke="#fff" stroke-width="4" fill="none"/>',
  soleil:
    '<circle cx="100" cy="100" r="38" fill="#fff" fill-opacity=".9"/><g stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity=".75"><path d="M100 20 V45 M100 155 V180 M20 100 H45 M155 100 H180 M43 43 L61 61 M139 139 L157 157 M43 157 L61 139 M139 61 L157 43"/></g>',
  epi: '<path d="M100 185 V40" stroke="#fff" stroke-width="5"/><g fill="#fff" fill-opacity=".9"><ellipse cx="88" cy="60" rx="9" ry="18" transform="rotate(-25 88 60)"/><ellipse cx="112" cy="60" rx="9" ry="18" transform="rotate(25 112 60)"/><ellipse cx="88" cy="95" rx="9" ry="18" transform="rotate(-25 88 95)"/><ellipse cx="112" cy="95" rx="9" ry="18" transform="rotate(25 112 95)"/><ellipse cx="88" cy="130" rx="9" ry="18" transform="rotate(-25 88 130)"/><ellipse cx="112" cy="130" rx="9" ry="18" transform="rotate(25 112 130)"/><ellipse cx="100" cy="36" rx="8" ry="16"/></g>',
};

function gradient(id: string, [from, to]: [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" ${attrs}>${escapeHtml(l)}</text>`)
    .join('');
}

const serif = `font-family="'Source Serif 4', Georgia, serif" fill="#fff" text-anchor="middle"`;
const sans = `font-family="'Source Sans 3', system-ui, sans-serif" fill="#fff" text-anchor="middle"`;

/** A book cover, 400×600: motif, title, subtitle and author. */
export function bookCover(cover: CoverEntry, titre: string, sousTitre: string | undefined, auteur: string): string {
  const title = wrap(titre, 16);
  const sub = sousTitre ? wrap(sousTitre, 30) : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">${gradient('g', cover.couleurs)}<rect width="400" height="600" fill="url(#g)"/><rect x="16" y="16" width="368" height="568" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><g transform="translate(110 60) scale(.9)">${motifs[cover.motif]}</g>${textLines(title, 200, 300, 36, `${serif} font-weight="700"`)}${textLines(sub, 200, 320 + title.length * 43, 18, `${sans} fill-opacity=".9"`)}${textLines([auteur], 200, 545, 20, `${sans} font-weight="600" letter-spacing="1"`)}</svg>`;
}

/** A magazine cover, 400×560: masthead, issue number, main title. */
export function magazineCover(cover: CoverEntry, revue: string, numero: number, titre: string, date: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="560" viewBox="0 0 400 560">${gradient('g', cover.couleurs)}<rect width="400" height="560" fill="url(#g)"/><rect width="400" height="96" fill="#000" fill-opacity=".25"/>${textLines([revue], 200, 62, 44, `${serif} font-weight="700"`)}${textLines([`n° ${numero} · ${date}`], 200, 128, 18, sans)}<g transform="translate(100 160)">${motifs[cover.motif]}</g>${textLines(wrap(titre, 22), 200, 430, 28, `${serif} font-weight="600"`)}</svg>`;
}

/** A wide picture, 800×450, for news, sermons and albums. */
export function widePicture(cover: CoverEntry): string {
  // No title in the picture: the card and the page show it in the site's fonts (an <img> has none of them), and the
  // motif stays in the middle, clear of the sides a card's 8:5 frame crops.
  const rings = [150, 210, 270]
    .map((r) => `<circle cx="400" cy="225" r="${r}" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">${gradient('g', cover.couleurs)}<rect width="800" height="450" fill="url(#g)"/>${rings}<g transform="translate(290 115) scale(1.1)">${motifs[cover.motif]}</g></svg>`;
}

const skies: [string, string][] = [
  ['#8ec5e8', '#f2ece1'],
  ['#f6c28b', '#e28f6b'],
  ['#1d3557', '#5b7aa8'],
  ['#b8d8be', '#f2ece1'],
];

/** A gallery "photo", 1200×800: a landscape of hills, sky and sun made from the scene number. */
export function photo(scene: number, legende: string): string {
  const [top, bottom] = skies[scene % skies.length];
  const hill = (y: number, amp: number, colour: string, phase: number) => {
    let d = `M0 ${y}`;
    for (let x = 0; x <= 1200; x += 100) d += ` L${x} ${Math.round(y + Math.sin(x / 180 + phase + scene) * amp)}`;
    return `<path d="${d} L1200 800 L0 800 Z" fill="${colour}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><title>${escapeHtml(legende)}</title>${gradient('s', [top, bottom])}<rect width="1200" height="800" fill="url(#s)"/><circle cx="${200 + ((scene * 173) % 800)}" cy="${160 + ((scene * 37) % 80)}" r="60" fill="#fff6d8" fill-opacity=".9"/>${hill(460, 40, '#6f8f72', 0)}${hill(560, 30, '#4e7052', 1.5)}${hill(660, 20, '#2f4f36', 3)}</svg>`;
}

/** A portrait cover set on a wide 800×500 card picture (lists show every media in the same frame). */
export function wideFromPortrait(cover: CoverEntry, portrait: string, width: number, height: number): string {
  const h = 440;
  const w = Math.round((width / height) * h);
  const inner = portrait
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/id="g"/g, 'id="c"')
    .replace(/url\(#g\)/g, 'url(#c)');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">${gradient('g', [cover.couleurs[1], cover.couleurs[0]])}<rect width="800" height="500" fill="url(#g)"/><rect width="800" height="500" fill="#000" fill-opacity=".25"/><svg x="${(800 - w) / 2}" y="30" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">${inner}</svg></svg>`;
}
