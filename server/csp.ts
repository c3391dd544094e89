import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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
  const all = directives(options);
  return (scriptSources) =>
    Object.entries({ ...all, scriptSrc: [...all.scriptSrc, ...scriptSources] })
      .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
      .join('; ');
}

/**
 * Hono's secure headers, computed once: every answer gets them, with a Content-Security-Policy allowing no inline
 * script. A policy the handler set stays: a rendered page's allows its inline scripts by a nonce of its own
 * (`pageNonce`), a cached page's by their hashes (decision 0021).
 */
export function securityHeaders(options: PolicyOptions & { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    contentSecurityPolicy: directives(options),
    permissionsPolicy: permissions(options),
  });
}

/** A fresh nonce for a page's inline scripts, and the policy that allows them. */
export function pageNonce(policy: CspPolicy): { nonce: string; header: string } {
  const nonce = randomBytes(16).toString('base64');
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
