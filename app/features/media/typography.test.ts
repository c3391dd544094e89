import { describe, expect, it } from 'vitest';
import { excerpt, frenchSpacing, hasContent, plainText } from './typography.ts';

describe('frenchSpacing', () => {
  it('makes the space before ; ! ? a narrow no-break space', () => {
    expect(frenchSpacing('Vraiment ? Oui ! Bien ; merci')).toBe('Vraiment\u202f? Oui\u202f! Bien\u202f; merci');
  });

  it('binds the quotes to their words', () => {
    expect(frenchSpacing('Il dit : « Venez » et partit.')).toBe('Il dit : «\u00a0Venez\u00a0» et partit.');
  });

  it('keeps signs without a space and tags untouched', () => {
    expect(frenchSpacing('<a href="/x?y=1 ;z" title="a ! b">Quoi ?</a> http://x?y')).toBe(
      '<a href="/x?y=1 ;z" title="a ! b">Quoi\u202f?</a> http://x?y',
    );
  });

  it('replaces existing no-break spaces and several spaces alike', () => {
    expect(frenchSpacing('Oui\u00a0! Non  ? «&nbsp;Ah&nbsp;»')).toBe('Oui\u202f! Non\u202f? «\u00a0Ah\u00a0»');
  });
});

describe('hasContent', () => {
  it('counts the visible text only, from 62 characters', () => {
    expect(hasContent(null)).toBe(false);
    expect(hasContent(`<p>${'a'.repeat(61)}</p>`)).toBe(false);
    expect(hasContent(`<p>${'a'.repeat(62)}</p>`)).toBe(true);
    expect(hasContent(`<p><strong>${'a'.repeat(30)}</strong> ${'b'.repeat(30)}</p>`)).toBe(false);
  });
});

describe('plainText and excerpt', () => {
  it('strips tags and cuts on a word', () => {
    expect(plainText('<p>Un&nbsp;<em>mot</em></p>\n<p>deux</p>')).toBe('Un mot deux');
    expect(excerpt('La grâce de Dieu est offerte à tous', 20)).toBe('La grâce de Dieu…');
    expect(excerpt('Court', 20)).toBe('Court');
  });
});
