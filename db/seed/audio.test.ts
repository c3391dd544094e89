import { describe, expect, it } from 'vitest';
import { generateWav, wavDurationSeconds } from './audio.ts';

describe('generateWav', () => {
  it('writes a valid 8 kHz 16-bit mono WAV of the asked length', () => {
    const wav = generateWav({ seed: 1, seconds: 2 });
    const text = (from: number, to: number) => String.fromCharCode(...wav.slice(from, to));
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 12)).toBe('WAVE');
    expect(text(36, 40)).toBe('data');
    expect(wav.byteLength).toBe(44 + 2 * 8000 * 2);
    expect(wavDurationSeconds(wav)).toBe(2);
  });

  it('is deterministic per seed and differs between seeds', () => {
    expect(generateWav({ seed: 7, seconds: 1 })).toEqual(generateWav({ seed: 7, seconds: 1 }));
    expect(generateWav({ seed: 7, seconds: 1 })).not.toEqual(generateWav({ seed: 8, seconds: 1 }));
  });

  it('is audible but never clips', () => {
    const wav = generateWav({ seed: 3, seconds: 1 });
    const view = new DataView(wav.buffer);
    let peak = 0;
    for (let i = 44; i < wav.byteLength; i += 2) peak = Math.max(peak, Math.abs(view.getInt16(i, true)));
    expect(peak).toBeGreaterThan(3000);
    expect(peak).toBeLessThan(32767);
  });

  it('refuses absurd lengths', () => {
    expect(() => generateWav({ seed: 1, seconds: 0 })).toThrow(RangeError);
    expect(() => generateWav({ seed: 1, seconds: 120 })).toThrow(RangeError);
  });
});
