import { describe, expect, it } from 'vitest';
import { ofBook } from './readings.ts';

describe('a book named after « du livre »', () => {
  it('takes « de », or « d’ » before a vowel', () => {
    expect(`Lecture intégrale du livre ${ofBook('Ruth')}`).toBe('Lecture intégrale du livre de Ruth');
    expect(ofBook('Ésaïe')).toBe('d’Ésaïe');
    expect(ofBook('Habakuk')).toBe('d’Habakuk');
    expect(ofBook('1 Samuel')).toBe('de 1 Samuel');
  });
});
