import { decodeEntities } from '../../platform/escape.ts';
import { wrap } from './media-covers.ts';

/**
 * A plain, text-only PDF (A4, Helvetica, WinAnsi encoding) of a written text, so articles and written exhortations
 * have the printable download the media page links to. No library needed for this little.
 */
export interface PdfInput {
  titre: string;
  sousTitre?: string;
  /** A line above the title (the magazine issue). */
  entete?: string;
  html: string;
}

const winAnsi: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  Œ: 0x8c,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Ÿ: 0x9f,
  '\u202f': 0xa0,
};

/** A PDF string literal in WinAnsi bytes, written as a latin1 JavaScript string. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const byte = winAnsi[ch] ?? (code < 256 ? code : 0x3f);
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `${out})`;
}

function paragraphs(html: string): string[] {
  return decodeEntities(
    html
      .replace(/<\/(p|h2|h3|li|blockquote)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
}

type Line = { text: string; size: number; bold?: boolean; gap: number };

export function simplePdf({ titre, sousTitre, entete, html }: PdfInput): Uint8Array {
  const lines: Line[] = [];
  if (entete) lines.push({ text: entete, size: 10, gap: 18 });
  for (const l of wrap(titre, 48)) lines.push({ text: l, size: 20, bold: true, gap: 26 });
  if (sousTitre) for (const l of wrap(sousTitre, 70)) lines.push({ text: l, size: 13, gap: 18 });
  lines.push({ text: '', size: 11, gap: 10 });
  for (const p of paragraphs(html)) {
    for (const l of wrap(p, 88)) lines.push({ text: l, size: 11, gap: 15 });
    lines.push({ text: '', size: 11, gap: 8 });
  }

  // Lay the lines out on A4 pages with 56 pt margins.
  const pages: string[] = [];
  let y = 786;
  let ops: string[] = [];
  for (const line of lines) {
    if (y - line.gap < 56) {
      pages.push(ops.join('\n'));
      ops = [];
      y = 786;
    }
    y -= line.gap;
    if (line.text) ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf 56 ${y} Td ${pdfString(line.text)} Tj ET`);
  }
  pages.push(ops.join('\n'));

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesObj = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Contents ${stream} 0 R /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (c) => c.charCodeAt(0));
}
