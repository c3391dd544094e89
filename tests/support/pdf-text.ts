import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as Debian's pdftotext (poppler-utils) reads it, the PDF given on its standard input: no file is left
 * behind. `options` are pdftotext's own (`-layout` by default; `-raw`, `-bbox`, `-l 1`…).
 */
export function pdfText(pdf: Uint8Array, options: string[] = ['-layout']): string {
  return execFileSync('pdftotext', [...options, '-', '-'], { input: pdf, encoding: 'utf8' });
}
