import { describe, expect, it } from 'vitest';
import { mediaFormSchema } from './forms.ts';

const media = { titre: 'Tenir ferme', mediaTypeId: '1' };

describe('the media form’s categories', () => {
  it('reads the checkboxes’ values (one or several) and the API’s comma-separated list alike', () => {
    const categories = (value: unknown) => mediaFormSchema.parse({ ...media, categories: value }).categories;
    expect(categories(['exhortationsAudio', 'Enseignement-Dieu'])).toEqual(['exhortationsAudio', 'Enseignement-Dieu']);
    expect(categories('exhortationsAudio')).toEqual(['exhortationsAudio']);
    expect(categories('exhortationsAudio, Enseignement-Dieu, exhortationsAudio')).toEqual([
      'exhortationsAudio',
      'Enseignement-Dieu',
    ]);
    expect(categories(undefined)).toEqual([]);
  });

  it('refuses a category too long, in French, on the field', () => {
    const result = mediaFormSchema.safeParse({ ...media, categories: ['x'.repeat(101)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['categories', 0],
      message: '100 caractères au plus par catégorie',
    });
  });
});
