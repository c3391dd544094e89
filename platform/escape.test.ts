import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml } from './escape.ts';

describe('escapeHtml', () => {
  it('escapes the five markup characters and keeps the rest', () => {
    expect(escapeHtml(`<a href="x">L'Église & "vous"</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;L&#39;Église &amp; &quot;vous&quot;&lt;/a&gt;',
    );
    expect(escapeHtml('Prière à 10 h')).toBe('Prière à 10 h');
  });
});

describe('decodeEntities', () => {
  it('turns entities back into characters, once', () => {
    expect(decodeEntities('L&#39;Église &amp; la mission&nbsp;: &lt;p&gt; &quot;oui&quot; &#x2014; &apos;')).toBe(
      'L\'Église & la mission : <p> "oui" — \'',
    );
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('inverts escapeHtml', () => {
    const text = `<b>"Tom" & 'Jerry'</b>`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });

  it('leaves unknown entities alone', () => {
    expect(decodeEntities('&eacute; &#99999999;')).toBe('&eacute; &#99999999;');
  });
});
