/**
 * Short demo audio made by the seed, in plain TypeScript (no encoder, no external tool): a WAV file, 16-bit PCM
 * mono, playing a gentle pentatonic melody chosen by `seed`. At 8 kHz a second weighs 16 KB, so hundreds of demo
 * files stay a few megabytes. Every browser plays WAV in <audio>.
 */
export interface ToneOptions {
  /** Picks the melody and its key: the same seed gives the same bytes. */
  seed: number;
  /** Length in seconds (0.5 to 60). */
  seconds: number;
  /** Samples per second; 8000 by default. */
  sampleRate?: number;
}

/** Semitones of a major pentatonic scale over two octaves. */
const scale = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];

/** A small deterministic generator (mulberry32), so a re-run seed writes identical files. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateWav({ seed, seconds, sampleRate = 8000 }: ToneOptions): Uint8Array {
  if (!(seconds >= 0.5 && seconds <= 60)) throw new RangeError('durée audio hors limites (0,5 à 60 s)');
  const rand = random(seed);
  const samples = Math.round(seconds * sampleRate);
  const noteLength = Math.round(sampleRate * (0.3 + rand() * 0.2));
  const base = 220 * Math.pow(2, Math.floor(rand() * 7) / 12);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  writeHeader(view, samples, sampleRate);

  let frequency = base;
  let phase = 0;
  for (let i = 0; i < samples; i++) {
    const inNote = i % noteLength;
    if (inNote === 0) frequency = base * Math.pow(2, scale[Math.floor(rand() * scale.length)] / 12);
    // Soft attack and exponential decay per note, and a fade at both ends of the file.
    const envelope = Math.min(1, inNote / (sampleRate * 0.02)) * Math.exp((-3 * inNote) / noteLength);
    const fade = Math.min(1, i / (sampleRate * 0.05), (samples - i) / (sampleRate * 0.05));
    phase += (2 * Math.PI * frequency) / sampleRate;
    const value = (Math.sin(phase) + 0.3 * Math.sin(2 * phase)) * envelope * fade * 0.45;
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, value)) * 32767), true);
  }
  return new Uint8Array(buffer);
}

function writeHeader(view: DataView, samples: number, sampleRate: number) {
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
}

/** Duration of a WAV made by generateWav, in seconds (for the fichier row and the players). */
export function wavDurationSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return view.getUint32(40, true) / view.getUint32(28, true);
}
