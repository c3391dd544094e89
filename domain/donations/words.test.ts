import { describe, expect, it } from 'vitest';
import { euroAmountInWords, integerInWords } from './words.ts';

describe('integerInWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [280, 'deux cent quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_234, 'mille deux cent trente-quatre'],
    [21_021, 'vingt et un mille vingt et un'],
    [999_999, 'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf'],
    [1_000_000, 'un million'],
    [2_000_080, 'deux millions quatre-vingts'],
    [80_000_000, 'quatre-vingts millions'],
  ])('%i → %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });
});

describe('euroAmountInWords', () => {
  it.each([
    [1, 'un centime'],
    [2, 'deux centimes'],
    [100, 'un euro'],
    [101, 'un euro et un centime'],
    [1000, 'dix euros'],
    [1050, 'dix euros et cinquante centimes'],
    [8000, 'quatre-vingts euros'],
    [12_345, 'cent vingt-trois euros et quarante-cinq centimes'],
    [20_000, 'deux cents euros'],
    [150_000, 'mille cinq cents euros'],
    [
      99_999_999,
      'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf euros et quatre-vingt-dix-neuf centimes',
    ],
    [100_000_000, 'un million d’euros'],
  ])('%i cents → %s', (cents, words) => {
    expect(euroAmountInWords(cents)).toBe(words);
  });

  it('refuses amounts outside 0,01 € – 1 000 000 €', () => {
    expect(() => euroAmountInWords(0)).toThrow(RangeError);
    expect(() => euroAmountInWords(100_000_001)).toThrow(RangeError);
    expect(() => euroAmountInWords(1.5)).toThrow(RangeError);
  });

  it('writes every amount of the range with words only', () => {
    for (let cents = 1; cents <= 100_000_000; cents += 9_973) {
      expect(euroAmountInWords(cents)).toMatch(/^[a-zéèêàçûôï’ -]+$/);
    }
  });
});
