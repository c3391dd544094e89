/** Cents → "1 234,56 €" (French, no-break spaces), for mails and receipts. */
export function formatEuros(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${euros},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}

/** A date as 21/11/2026, in the association's time zone. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** The calendar year of a moment, in the association's time zone. */
export function yearOf(date: Date): number {
  return Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));
}
