import { describe, expect, it } from 'vitest';
import { lateImport } from './late-import.ts';

describe('lateImport', () => {
  it('loads once, at the first use', async () => {
    let loads = 0;
    const load = lateImport(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = lateImport(async () => {
      loads += 1;
      if (loads === 1) throw new Error('absent');
      return 'chargé';
    });
    await expect(load()).rejects.toThrow('absent');
    expect(await load()).toBe('chargé');
    expect(loads).toBe(2);
  });
});
