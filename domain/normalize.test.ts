import { describe, expect, it } from 'vitest';
import { normalizeEmail, smallWords, titleCase, upper } from './normalize.ts';

describe('titleCase (spec part 1 §5)', () => {
  it('capitalises every word', () => {
    expect(titleCase('jean pierre')).toBe('Jean Pierre');
    expect(titleCase('MARIE CLAIRE')).toBe('Marie Claire');
    expect(titleCase('éloïse')).toBe('Éloïse');
  });

  it.each([...smallWords])('keeps the small word "%s" lowercase unless it is first', (word) => {
    expect(titleCase(`marie ${word} paul`)).toBe(`Marie ${word} Paul`);
    expect(titleCase(`${word.toUpperCase()} paul`)).toBe(`${word.charAt(0).toUpperCase()}${word.slice(1)} Paul`);
  });

  it('uppercases jc and tv wherever they stand', () => {
    expect(titleCase('jc')).toBe('JC');
    expect(titleCase('marie tv')).toBe('Marie TV');
    expect(titleCase('Jc-paul')).toBe('JC-Paul');
  });

  it('treats hyphens and apostrophes as word boundaries and keeps them', () => {
    expect(titleCase('jean-pierre')).toBe('Jean-Pierre');
    expect(titleCase('jean-de-dieu')).toBe('Jean-de-Dieu');
    expect(titleCase("d'artagnan")).toBe("D'Artagnan");
    expect(titleCase("pierre d'arc")).toBe("Pierre d'Arc");
    expect(titleCase('anne l’heureux')).toBe('Anne l’Heureux');
    expect(titleCase("o'neil")).toBe("O'Neil");
  });

  it('trims and collapses spaces', () => {
    expect(titleCase('  jean    marc ')).toBe('Jean Marc');
  });
});

describe('upper and normalizeEmail', () => {
  it('uppercases last names, places and phones, accents kept', () => {
    expect(upper('  de la  fontaine ')).toBe('DE LA FONTAINE');
    expect(upper('sète')).toBe('SÈTE');
    expect(upper('06 12 34 56 78')).toBe('06 12 34 56 78');
  });
  it('lowercases and trims e-mails', () => {
    expect(normalizeEmail('  Jean.Dupont@Exemple.FR ')).toBe('jean.dupont@exemple.fr');
  });
});
