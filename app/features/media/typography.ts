import { decodeEntities } from '../../../platform/escape.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/**
 * French typography in article text (spec part 2 §2): the space before ; ! ? and before a closing quote », and the
 * one after an opening quote «, become non-breaking, so the sign never starts a line. Works on HTML: tags and
 * their attributes are left as they are. ; ! ? take the narrow no-break space, the quotes the ordinary one.
 */
export function frenchSpacing(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/[ \u00a0\u202f]+([;!?])/g, `${NNBSP}$1`)
            .replace(/(?:[ \u00a0\u202f]|&nbsp;)+»/g, `${NBSP}»`)
            .replace(/«(?:[ \u00a0\u202f]|&nbsp;)+/g, `«${NBSP}`),
    )
    .join('');
}

/** The visible text of some HTML, spaces collapsed (for lengths, descriptions and structured data). */
export function plainText(html: string | null | undefined): string {
  return decodeEntities((html ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Content shorter than 62 characters is no extra section (spec part 2 §2). */
const minContentLength = 62;

export function hasContent(html: string | null | undefined): boolean {
  return plainText(html).length >= minContentLength;
}

/** The first words of a text, cut on a word, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
