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
