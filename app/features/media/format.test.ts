import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatMegabytes } from './format.ts';

describe('media formats', () => {
  it('writes durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('writes sizes in MB with two decimals', () => {
    expect(formatMegabytes(1572864)).toBe('1,50');
    expect(formatMegabytes(64044)).toBe('0,06');
  });

  it('writes dates in words', () => {
    expect(formatDate('2019-03-15')).toBe('15 mars 2019');
  });
});
