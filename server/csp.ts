import { createHash } from 'node:crypto';
import { freshNonce } from '../platform/nonce.ts';
import type { MiddlewareHandler } from 'hono';
import { isFinished } from '../platform/finished-answers.ts';

interface PolicyOptions {
  /** Stripe Elements (script, card frame, API calls) only when card payments go to Stripe. */
  stripe: boolean;
  /** Vite's hot reload talks over a web socket. */
  development: boolean;
}

/** The Content-Security-Policy's directives, in Hono's form; scripts come from the site (and Stripe) only. */
function directives({ stripe, development }: PolicyOptions) {
  return {
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    defaultSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(development ? ['ws:'] : []), ...(stripe ? ['https://api.stripe.com'] : [])],
    frameSrc: [
      'https://www.youtube-nocookie.com',
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * Powerful features the pages may use (decision 0031): none of camera and microphone; geolocation for the site's own
 * pages (the coming church map's "near me"), never for a frame; payment requests for Stripe's card frames only.
 */
function permissions({ stripe }: PolicyOptions) {
  return {
    camera: [],
    microphone: [],
    geolocation: ['self'],
    payment: stripe ? ['self', 'https://js.stripe.com'] : [],
  };
}

/** The Content-Security-Policy header with these script sources allowed besides the site's. */
export type CspPolicy = (scriptSources: string[]) => string;

export function cspPolicy(options: PolicyOptions): CspPolicy {
  const { scriptSrc, ...others } = directives(options);
  const written = (name: string, values: string[]) =>
    [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' ');
  // Written once: each answer only adds its own script sources to script-src, the first directive.
  const scripts = written('scriptSrc', scriptSrc);
  const rest = Object.entries(others)
    .map(([name, values]) => `; ${written(name, values)}`)
    .join('');
  return (scriptSources) => (scriptSources.length > 0 ? `${scripts} ${scriptSources.join(' ')}` : scripts) + rest;
}

/**
 * Hono's secure headers (hono/secure-headers' set, `securityHeaderList`), computed once: every answer gets them, with a
 * Content-Security-Policy allowing no inline script. A header the handler set stays: a rendered page's policy allows
 * its inline scripts by a nonce of its own (`pageNonce`), a cached page's by their hashes (decision 0021). An answer
 * that already leaves with the headers of its kind (platform/finished-answers.ts) got them when its kind was recorded.
 */
export function securityHeaders(options: PolicyOptions & { https: boolean }): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    await next();
    if (isFinished(c.res)) return;
    const set = c.res.headers;
    for (const [name, value] of headers) if (!set.has(name)) set.set(name, value);
    set.delete('X-Powered-By');
  };
}

/**
 * The headers hono/secure-headers gave with the site's options (its defaults, the site's policy, no embedder policy):
 * `server/csp.test.ts` checks them against the library's, so that an upgrade that changes its defaults is seen.
 */
export function securityHeaderList(options: PolicyOptions & { https: boolean }): [string, string][] {
  const permissionsPolicy = Object.entries(permissions(options))
    .map(([name, allowed]) => {
      const origins = allowed.map((origin) => (origin === 'self' ? origin : `"${origin}"`));
      return `${name}=(${origins.join(' ')})`;
    })
    .join(', ');
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', cspPolicy(options)([])],
    ['Permissions-Policy', permissionsPolicy],
  ];
}

/** A fresh nonce for a page's inline scripts, and the policy that allows them. */
export function pageNonce(policy: CspPolicy): { nonce: string; header: string } {
  const nonce = freshNonce();
  return { nonce, header: policy([`'nonce-${nonce}'`]) };
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
