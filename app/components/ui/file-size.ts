import { intlLocale } from '../../i18n/languages.ts';

/**
 * A file's size for the staff, in the language given: kilobytes under a megabyte (a small file never reads "0 Mo"),
 * megabytes to one decimal above: 12 800 → "13 ko", 1 625 293 → "1,6 Mo"; the unit as the language writes it.
 */
export function formatFileSize(bytes: number, lang = 'fr'): string {
  const megabyte = 1024 * 1024;
  const small = bytes < megabyte;
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'unit',
    unit: small ? 'kilobyte' : 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: small ? 0 : 1,
  }).format(small ? Math.ceil(bytes / 1024) : bytes / megabyte);
}
