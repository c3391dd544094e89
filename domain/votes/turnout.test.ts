import { describe, expect, it } from 'vitest';
import { turnoutPercent } from './turnout.ts';

describe('turnoutPercent', () => {
  it('rounds the share of voters to a whole per cent, 0 for an empty electorate', () => {
    expect(turnoutPercent(1, 3)).toBe(33);
    expect(turnoutPercent(2, 3)).toBe(67);
    expect(turnoutPercent(0, 0)).toBe(0);
  });
});
