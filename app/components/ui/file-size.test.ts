import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes a file size for the staff in ko under a megabyte, in Mo to one decimal above, as the language writes it', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatFileSize(0))).toBe('0 ko');
    expect(plain(formatFileSize(300))).toBe('1 ko');
    expect(plain(formatFileSize(12_800))).toBe('13 ko');
    expect(plain(formatFileSize(1_625_293))).toBe('1,6 Mo');
    expect(plain(formatFileSize(1_625_293, 'en'))).toBe('1.6 MB');
  });
});
