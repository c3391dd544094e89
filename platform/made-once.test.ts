import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once.ts';

describe('madeOnce', () => {
  it('makes a value once per object and gives it again, another object its own', () => {
    let calls = 0;
    const names = madeOnce((list: { nom: string }[]) => {
      calls++;
      return list.map((c) => c.nom);
    });
    const kept = [{ nom: 'Alès' }, { nom: 'Nîmes' }];
    const first = names(kept);
    expect(first).toEqual(['Alès', 'Nîmes']);
    expect(names(kept)).toBe(first);
    expect(calls).toBe(1);
    expect(names([{ nom: 'Alès' }, { nom: 'Nîmes' }])).not.toBe(first);
    expect(calls).toBe(2);
  });
});
