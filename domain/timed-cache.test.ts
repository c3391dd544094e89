import { describe, expect, it } from 'vitest';
import type { Ctx } from './context.ts';
import { timedCache } from './timed-cache.ts';

function fakeCtx(seconds: number, now: { t: number }): Ctx {
  return { db: {}, config: { MEDIA_CACHE_SECONDS: seconds }, clock: { now: () => new Date(now.t) } } as unknown as Ctx;
}

describe('timedCache', () => {
  it('answers from memory until the delay has passed, then loads again', async () => {
    const now = { t: 0 };
    const ctx = fakeCtx(60, now);
    const cache = timedCache<number, number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(ctx, 1, load)).toBe(1);
    now.t = 59_000;
    expect(await cache.get(ctx, 1, load)).toBe(1);
    now.t = 60_001;
    expect(await cache.get(ctx, 1, load)).toBe(2);
  });

  it('keeps nothing when the delay is 0, nor a failed load', async () => {
    const cache = timedCache<number, number>();
    let loads = 0;
    const ctx0 = fakeCtx(0, { t: 0 });
    await cache.get(ctx0, 1, async () => ++loads);
    await cache.get(ctx0, 1, async () => ++loads);
    expect(loads).toBe(2);
    const ctx = fakeCtx(60, { t: 0 });
    await expect(cache.get(ctx, 2, async () => Promise.reject(new Error('introuvable')))).rejects.toThrow(
      'introuvable',
    );
    expect(await cache.get(ctx, 2, async () => 7)).toBe(7);
  });

  it('forgets the oldest entry past its size', async () => {
    const cache = timedCache<number, number>(2);
    const ctx = fakeCtx(60, { t: 0 });
    let loads = 0;
    for (const k of [1, 2, 3]) await cache.get(ctx, k, async () => ++loads);
    expect(await cache.get(ctx, 3, async () => ++loads)).toBe(3);
    expect(await cache.get(ctx, 1, async () => ++loads)).toBe(4);
  });
});
