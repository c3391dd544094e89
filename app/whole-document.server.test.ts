import { describe, expect, it } from 'vitest';
import { stringFile } from './i18n/strings.ts';
import { scriptsAfterBanner } from './whole-document.server.ts';

const page =
  '<!DOCTYPE html><html lang="en" data-lang="en" data-namespaces="common accounts"><head>' +
  '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/banner.svg"/></head>' +
  '<body><h1>Évangile selon Marc</h1><script nonce="n">window.x = 1</script>' +
  '<script nonce="n" type="module" async="">import "/e.js"; import("/entry.js").then(() => "</b>")</script>' +
  '<script nonce="n">window.y = 2</script></body></html>';

/** The document as the renderer gives it, its scripts held. */
const withHeldScripts = (html: string) => scriptsAfterBanner(Buffer.from(html), 'n').toString();

describe('whole document', () => {
  it('holds the scripts and their hints until the banner is painted', async () => {
    const held = withHeldScripts(page);
    // The hints lose their rel (no fetch) but the picture's; the strings' files the <html> names are hinted the same
    // way, the language's then French's; the loader closes the head.
    expect(held).toContain('<link data-rel="modulepreload" href="/e.js" nonce="n"/>');
    const strings = [...held.matchAll(/<link data-rel="preload" as="fetch" href="([^"]+)"[^>]*\/>/g)].map((m) => m[1]);
    expect(strings).toEqual([
      stringFile('en', 'common'),
      stringFile('en', 'accounts'),
      stringFile('fr', 'common'),
      stringFile('fr', 'accounts'),
    ]);
    expect(held).toMatch(
      /<link rel="preload" as="image" href="\/banner.svg"\/>(<link [^>]+>){4}<script nonce="n">\(\(\)=>\{.*\}\)\(\)<\/script><\/head>/,
    );
    // The module script stays in its place with its text, of a type no browser runs; the others are untouched.
    expect(held).toContain(
      '<script nonce="n">window.x = 1</script><script nonce="n" type="text/x-held-module" async="">import "/e.js"; import("/entry.js").then(() => "</b>")</script><script nonce="n">window.y = 2</script></body></html>',
    );
    const loader = held.match(/<script nonce="n">(\(\(\)=>\{[\s\S]*?)<\/script><\/head>/)![1];
    expect(() => new Function(loader)).not.toThrow();
  });

  it('passes a document without the module script, or cut short, as it came', async () => {
    const plain = '<html><head><link rel="modulepreload" href="/e.js"/></head><body>é</body></html>';
    expect(withHeldScripts(plain)).toBe(plain);
    const short = '<html><head><link rel="modulepreload" href="/e.js"/>';
    expect(withHeldScripts(short)).toBe(short);
  });
});
