import { describe, expect, it } from 'vitest';
import { fieldChanges, formatValue, subjectName, VALUE_MAX } from './journal-changes.ts';

const words = { lang: 'fr', yes: 'oui', no: 'non', none: '—' };

describe('fieldChanges', () => {
  it('lists only the fields an update changed, before and after, without the record’s id and dates', () => {
    const before = { id: 3, nom: 'Église du Port', ville: 'Toulouse', codePostal: '31000', updatedAt: '2026-01-01' };
    const after = { id: 3, nom: 'Église du Port', ville: 'Brest', codePostal: '29200', updatedAt: '2026-02-01' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'ville', before: 'Toulouse', after: 'Brest' },
      { field: 'codePostal', before: '31000', after: '29200' },
    ]);
  });

  it('lists what a creation set and what a deletion removed, leaving out the empty fields', () => {
    expect(fieldChanges(null, { nom: 'A', lien: null, chorales: '' })).toEqual([
      { field: 'nom', before: null, after: 'A' },
    ]);
    expect(fieldChanges({ nom: 'A', roles: [] }, null)).toEqual([{ field: 'nom', before: 'A', after: null }]);
  });

  it('compares lists and records by their content', () => {
    expect(fieldChanges({ roles: ['ROLE_ADMIN'] }, { roles: ['ROLE_ADMIN'] })).toEqual([]);
    expect(fieldChanges({ roles: [] }, { roles: ['ROLE_VOTE'] })).toEqual([
      { field: 'roles', before: [], after: ['ROLE_VOTE'] },
    ]);
  });

  it('is empty for an entry with nothing recorded (a download, a link sent)', () => {
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

describe('subjectName', () => {
  it('names the subject from the record after, else before', () => {
    expect(subjectName({ nom: 'Ancien' }, { nom: 'Nouveau' })).toBe('Nouveau');
    expect(subjectName({ titre: 'Supprimé' }, null)).toBe('Supprimé');
    expect(subjectName({ roles: [] }, { roles: ['X'] })).toBeNull();
  });
});

describe('formatValue', () => {
  it('writes no value as a dash, yes and no as words, lists joined', () => {
    expect(formatValue(null, words)).toBe('—');
    expect(formatValue('', words)).toBe('—');
    expect(formatValue([], words)).toBe('—');
    expect(formatValue(true, words)).toBe('oui');
    expect(formatValue(false, words)).toBe('non');
    expect(formatValue(['ROLE_ADMIN', 'ROLE_VOTE'], words)).toBe('ROLE_ADMIN, ROLE_VOTE');
    expect(formatValue(43.6047, words)).toBe('43.6047');
  });

  it('writes a moment in Paris time, in the page’s language', () => {
    expect(formatValue('2026-06-30T22:30:00.000Z', words)).toBe('01/07/2026 00:30');
    expect(formatValue('2026-06-30T22:30:00.000Z', { ...words, lang: 'en' })).toMatch(/7\/1\/26|01\/07\/2026/);
    // A calendar date stays as it is written.
    expect(formatValue('2026-06-30', words)).toBe('2026-06-30');
  });

  it('shows HTML as its text and shortens a long value', () => {
    expect(formatValue('<p>Culte <strong>dimanche</strong></p>', words)).toBe('Culte dimanche');
    const long = formatValue('mot '.repeat(100), words);
    expect(long.length).toBeLessThanOrEqual(VALUE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes a sum kept in cents as euros, in the page’s language', () => {
    expect(formatValue(5000, words, 'amountCents')).toMatch(/^50,00\s€$/);
    expect(formatValue(123456, { ...words, lang: 'en' }, 'totalCents')).toBe('€1,234.56');
    expect(formatValue(5000, words, 'rang')).toBe('5000');
  });

  it('writes a record as name : value pairs, never as JSON', () => {
    expect(formatValue({ receipt: '2026-0001', montant: 50 }, words)).toBe('receipt : 2026-0001 ; montant : 50');
  });
});
