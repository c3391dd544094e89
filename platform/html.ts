import sanitize from 'sanitize-html';

/**
 * Stored HTML (media contents, notes, editorial pages) is cleaned when it is written and again before it is shown:
 * text structure, links and pictures only; no script, style, event handler or foreign frame.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'small',
    'span',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'cite',
    'q',
    'hr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'lang', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
    '*': ['lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the site open safely.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
