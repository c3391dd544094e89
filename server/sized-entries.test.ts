import { describe, expect, it } from 'vitest';
import { sizedEntries } from './sized-entries.ts';

describe('sizedEntries', () => {
  it('keeps at most the bytes allowed, the oldest going first', () => {
    const kept = sizedEntries<string>(100, 1000);
    kept.set('a', 'A', 400);
    kept.set('b', 'B', 400);
    kept.set('c', 'C', 400);
    expect(kept.get('a')).toBeUndefined();
    expect([kept.get('b'), kept.get('c')]).toEqual(['B', 'C']);
    expect(kept.bytes).toBe(800);
    kept.set('b', 'B2', 100);
    expect(kept.bytes).toBe(500);
    expect(kept.get('b')).toBe('B2');
  });

  it('keeps at most the number of entries allowed, and nothing heavier than the whole allowance', () => {
    const kept = sizedEntries<number>(2, 1000);
    for (const n of [1, 2, 3]) kept.set(String(n), n, 10);
    expect(kept.size).toBe(2);
    expect(kept.get('1')).toBeUndefined();
    kept.set('big', 0, 1001);
    expect(kept.get('big')).toBeUndefined();
    expect(kept.bytes).toBe(20);
    kept.clear();
    expect([kept.size, kept.bytes]).toEqual([0, 0]);
  });
});
