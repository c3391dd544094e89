import { describe, expect, it } from 'vitest';
import { limits } from './accounts/index.ts';
import { backoffDelayMs, waitInWords } from './rate-limit.ts';

describe('backoffDelayMs', () => {
  const pair = limits.failuresOfPair('anne@exemple.fr', '192.0.2.1');
  it('lets 5 wrong passwords of a pair through, then waits 1 s doubling up to 15 minutes', () => {
    expect([0, 5, 6, 7, 8, 15, 16, 1000].map((n) => backoffDelayMs(pair, n))).toEqual([
      0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });
  it('has no free failures for an account under attack', () => {
    expect([1, 2].map((n) => backoffDelayMs(pair, n, 0))).toEqual([1000, 2000]);
  });
});

describe('waitInWords', () => {
  it('says the wait in French, rounded up', () => {
    expect([0, 1, 2, 59, 60, 61, 900, 3600, 3700].map(waitInWords)).toEqual([
      '1 seconde',
      '1 seconde',
      '2 secondes',
      '59 secondes',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '1 heure',
      '1 heure 2 minutes',
    ]);
  });
});
