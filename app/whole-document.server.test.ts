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
    // The document hints none of them (no fetch) but the picture; the loader that closes the head lists the module
    // preloads and the strings' files the <html> names, the language's then French's.
    expect(held).not.toMatch(/<link [^>]*modulepreload/);
    const loader = held.match(
      /<link rel="preload" as="image" href="\/banner.svg"\/><script nonce="n" data-modules="([^"]*)" data-strings="([^"]*)">(\(\(\)=>\{.*?\}\)\(\))<\/script><\/head>/,
    );
    expect(loader).not.toBeNull();
    const [, modules, strings, release] = loader!;
    expect(modules.split(' ')).toEqual(['/e.js']);
    expect(strings.split(' ')).toEqual([
      stringFile('en', 'common'),
      stringFile('en', 'accounts'),
      stringFile('fr', 'common'),
      stringFile('fr', 'accounts'),
    ]);
    expect(release).toContain('"modulepreload"');
    expect(() => new Function(release)).not.toThrow();
    // The module script stays in its place with its text, a data block (a type no browser runs, no async); the others
    // are untouched.
    expect(held).toContain(
      '<script nonce="n">window.x = 1</script><script nonce="n" type="text/x-held-module">import "/e.js"; import("/entry.js").then(() => "</b>")</script><script nonce="n">window.y = 2</script></body></html>',
    );
  });

  it('passes a document without the module script, or cut short, as it came', async () => {
    const plain = '<html><head><link rel="modulepreload" href="/e.js"/></head><body>é</body></html>';
    expect(withHeldScripts(plain)).toBe(plain);
    const short = '<html><head><link rel="modulepreload" href="/e.js"/>';
    expect(withHeldScripts(short)).toBe(short);
  });
});
