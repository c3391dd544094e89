/** The words of a search text: letters and digits only (nothing of tsquery's syntax), two characters at least. */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => w.length >= 2).slice(0, 12);
}

const open = '[[[';
const close = ']]]';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A headline from ts_headline (matches between [[[ and ]]]) cut to about `size` visible characters around the first
 * match, on word boundaries, HTML-escaped, the matches in <mark>, an ellipsis where text was cut.
 */
export function cutSnippet(headline: string, size: number): string {
  const text = headline.replace(/\s+/g, ' ').trim();
  // Visible characters with, for each, whether it is inside a match.
  const chars: { c: string; m: boolean }[] = [];
  let inMatch = false;
  for (let i = 0; i < text.length;) {
    if (text.startsWith(open, i)) {
      inMatch = true;
      i += open.length;
    } else if (text.startsWith(close, i)) {
      inMatch = false;
      i += close.length;
    } else chars.push({ c: text[i++], m: inMatch });
  }
  let start = 0;
  let end = chars.length;
  if (chars.length > size) {
    const first = Math.max(
      0,
      chars.findIndex((x) => x.m),
    );
    start = Math.max(0, first - Math.floor(size / 4));
    while (start > 0 && chars[start - 1].c !== ' ') start--;
    end = Math.min(chars.length, start + size);
    while (end < chars.length && chars[end].c !== ' ') end++;
  }
  let out = start > 0 ? '… ' : '';
  let marked = false;
  for (let i = start; i < end; i++) {
    const x = chars[i];
    if (x.m && !marked) out += '<mark>';
    if (!x.m && marked) out += '</mark>';
    marked = x.m;
    out += escapeHtml(x.c);
  }
  if (marked) out += '</mark>';
  if (end < chars.length) out += ' …';
  return out.trim();
}
