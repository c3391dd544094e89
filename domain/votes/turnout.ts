/** The share of the electorate that voted, in whole per cent (0 for an empty electorate). */
export function turnoutPercent(voters: number, electorate: number): number {
  return electorate ? Math.round((voters / electorate) * 100) : 0;
}
