import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.ts';

describe('isSitePath', () => {
  it.each([
    ['/', true],
    ['/eglises?page=2#liste', true],
    ['//ailleurs.example/page', false],
    ['/\\ailleurs.example/page', false],
    ['https://ailleurs.example', false],
    ['eglises', false],
    ['', false],
  ])('%s: %s', (value, site) => {
    expect(isSitePath(value)).toBe(site);
  });
});
