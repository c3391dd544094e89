import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sprite = readFileSync(path.join(import.meta.dirname, 'icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map(
  (m) => m[1],
);
const names = readFileSync(path.join(import.meta.dirname, 'Icon.tsx'), 'utf8')
  .match(/export type IconName =([^;]*);/)![1]
  .match(/[\w-]+/g)!;

describe('the icon set', () => {
  it('draws every name in icons.svg, and besides them only the site’s mark', () => {
    expect(symbols.length).toBeGreaterThan(30);
    expect(symbols.toSorted()).toEqual(names.toSorted());
    expect(sprite.match(/<symbol id="([\w-]+)"/g)).toEqual([...symbols, 'logo'].map((id) => `<symbol id="${id}"`));
  });
});
