import { describe, expect, it } from 'vitest';
import { readJson, sendJson } from './sent-json.ts';

describe('sendJson / readJson', () => {
  it('writes a kept value once and reads it back as the browser does, parsed once', () => {
    const menu = { entries: [{ label: 'Églises', href: '/eglises' }] };
    const text = sendJson(menu);
    expect(sendJson(menu)).toBe(text);
    const read = readJson(text);
    expect(read).toEqual(menu);
    expect(readJson(text)).toBe(read);
  });

  it('parses a text it did not write (the browser’s), once', () => {
    const text = JSON.stringify({ site: { name: 'Le Phare' }, at: Math.random() }) as ReturnType<
      typeof sendJson<{ site: { name: string } }>
    >;
    const read = readJson(text);
    expect(read.site.name).toBe('Le Phare');
    expect(readJson(`${text}`)).toBe(read);
  });

  it('keeps a handful of texts, the oldest forgotten first', () => {
    const first = readJson(sendJson({ n: -1 }));
    for (let n = 0; n < 40; n++) readJson(sendJson({ n }));
    const again = readJson(sendJson({ n: -1 }));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
