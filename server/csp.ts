import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Builds the Content-Security-Policy header from the sources allowed for scripts beyond 'self'. */
export type CspPolicy = (scriptSources: string[]) => string;

export function cspPolicy(options: { stripe: boolean; development: boolean }): CspPolicy {
  const { stripe, development } = options;
  const fixed = [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...(development ? ['ws:'] : []), ...(stripe ? ['https://api.stripe.com'] : [])].join(' '),
    [
      'frame-src',
      'https://www.youtube-nocookie.com',
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return (scriptSources) =>
    [['script-src', "'self'", ...scriptSources, ...(stripe ? ['https://js.stripe.com'] : [])].join(' '), ...fixed].join(
      '; ',
    );
}

/** `cspNonce()` hands out this answer's nonce (made on first call). */
export type CspEnv = { Variables: { cspNonce: () => string } };

/**
 * Every answer gets a Content-Security-Policy. An answer that asked for a nonce (a rendered page, for its inline
 * scripts) has it in the policy; any other allows scripts from the site only. A handler may set its own policy (a
 * cached page lists the hashes of its inline scripts instead, decision 0021).
 */
export function contentSecurityPolicy(policy: CspPolicy): MiddlewareHandler<CspEnv> {
  const withoutInline = policy([]);
  return async (c, next) => {
    let nonce: string | undefined;
    c.set('cspNonce', () => (nonce ??= randomBytes(16).toString('base64')));
    await next();
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('content-security-policy', nonce ? policy([`'nonce-${nonce}'`]) : withoutInline);
  };
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources ('sha256-…') of the inline scripts of a page, as a browser hashes their text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
