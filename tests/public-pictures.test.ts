import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The site's own drawings (the SVG files under public/: banners, sections, media): every path's data reads whole. A
 * browser draws a path up to its first fault and drops the rest without a word: three banners once lost their hills
 * to « M0 9000 586 » (a lost space), seen only by looking.
 */

/** How many numbers each path command takes, once or repeated (SVG 1.1 §8.3). */
const arity: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 };
const token = /([MLTHVCSQAZmlthvcsqaz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([\s,]+)|(.)/g;

/** What is wrong with a path's data, or null. */
function pathFault(d: string): string | null {
  let command = '';
  let count = 0;
  const close = () => {
    if (!command) return 'tracé vide';
    const numbers = arity[command.toLowerCase()];
    const whole = numbers === 0 ? count === 0 : count > 0 && count % numbers === 0;
    return whole ? null : `« ${command} » suivi de ${count} nombre(s)`;
  };
  for (const [, letter, number, , other] of d.matchAll(token)) {
    if (other) return `caractère inattendu « ${other} »`;
    if (number !== undefined) {
      if (!command) return 'des nombres avant la première commande';
      count += 1;
    } else if (letter) {
      if (command) {
        const fault = close();
        if (fault) return fault;
      } else if (letter.toLowerCase() !== 'm') return 'le tracé ne commence pas par M';
      command = letter;
      count = 0;
    }
  }
  return close();
}

describe('the drawings of public/', () => {
  const files = globSync('public/**/*.svg');

  it('finds the drawings', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('reads a fault in path data', () => {
    expect(pathFault('M0 900 L0 586 L133 564 L1600 900Z')).toBeNull();
    expect(pathFault('M12 21s-8-5.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 11-8 11z')).toBeNull();
    expect(pathFault('M0 9000 586 L133 564 L1600 900Z')).toBe('« M » suivi de 3 nombre(s)');
    expect(pathFault('L0 0')).toBe('le tracé ne commence pas par M');
    expect(pathFault('M0 0 L10 10 Z 5')).toBe('« Z » suivi de 1 nombre(s)');
    expect(pathFault('')).toBe('tracé vide');
  });

  it('has no path whose data a browser would cut short', () => {
    const faults = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<path\b[^>]*?\sd="([^"]*)"/g)].flatMap(([, d]) => {
        const fault = pathFault(d);
        return fault ? [`${file}: ${fault} (${d.slice(0, 40)}…)`] : [];
      }),
    );
    expect(faults).toEqual([]);
  });
});
