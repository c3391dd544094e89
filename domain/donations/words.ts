/**
 * Amounts in French words for tax receipts, traditional spelling (hyphens below one hundred only):
 * 80 quatre-vingts, 81 quatre-vingt-un, 200 deux cents, 201 deux cent un, 1000 mille, 2 000 000 deux millions.
 */
const units = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const tens = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'soixante',
  'quatre-vingt',
  'quatre-vingt',
];

/** 0–99. `final`: nothing follows (quatre-vingts takes its s only then). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return units[n];
  const t = Math.floor(n / 10);
  let rest = n % 10;
  if (t === 7 || t === 9) rest += 10;
  if (rest === 0) return t === 8 && final ? 'quatre-vingts' : tens[t];
  if ((rest === 1 || rest === 11) && t < 8) return `${tens[t]} et ${units[rest]}`;
  return `${tens[t]}-${units[rest]}`;
}

/** 0–999. */
function belowThousand(n: number, final: boolean): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 0) return belowHundred(rest, final);
  const hundreds = h === 1 ? 'cent' : `${units[h]} cent${rest === 0 && final ? 's' : ''}`;
  return rest === 0 ? hundreds : `${hundreds} ${belowHundred(rest, final)}`;
}

/** A whole number from 0 to 999 999 999 in words. */
export function integerInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) throw new RangeError(`hors limites : ${n}`);
  if (n === 0) return units[0];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  // mille is invariable, and "cent"/"vingt" before it take no s.
  if (thousands) parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/** An amount in cents (1 to 100 000 000, i.e. 0,01 € to 1 000 000 €) in words: "cent vingt euros et cinq centimes". */
export function euroAmountInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > 100_000_000)
    throw new RangeError(`montant hors limites : ${cents}`);
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const parts: string[] = [];
  if (euros) {
    // "un million d'euros", but "un million cent euros".
    const of = euros % 1_000_000 === 0 ? 'd’euros' : euros > 1 ? 'euros' : 'euro';
    parts.push(`${integerInWords(euros)} ${of}`);
  }
  if (centimes) parts.push(`${integerInWords(centimes)} centime${centimes > 1 ? 's' : ''}`);
  return parts.join(' et ');
}
