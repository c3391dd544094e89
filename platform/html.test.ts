import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html.ts';

describe('sanitizeHtml', () => {
  it('keeps text structure and safe links', () => {
    const html = '<h2>Titre</h2><p>Un <strong>mot</strong> et <a href="https://example.org">un lien</a>.</p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Titre</h2><p>Un <strong>mot</strong> et <a href="https://example.org" rel="noopener noreferrer">un lien</a>.</p>',
    );
  });

  it('removes scripts, handlers, styles and dangerous addresses', () => {
    const html =
      '<p onclick="x()" style="color:red">Bonjour<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';
    expect(sanitizeHtml(html)).toBe('<p>Bonjour</p><a>x</a>');
  });
});
