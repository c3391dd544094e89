/** Text into markup and back: the one escaper for mails, SVG and XML documents, and its inverse for stored HTML. */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe in HTML or XML, as element content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]);
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The entities stored HTML uses (named ones above, numeric ones) as characters, `&nbsp;` as a plain space. */
export function decodeEntities(html: string): string {
  return html.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (entity, dec, hex, name) => {
    if (name) return named[name.toLowerCase()] ?? entity;
    const code = dec ? Number(dec) : parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
