/**
 * The countries of the churches, in the order of the lists (spec part 2 §2: FRANCE, BELGIQUE, SUISSE, BULGARIE,
 * MADAGASCAR, GUINÉE); Luxembourg, on the main map, would come after Switzerland.
 */
export const countryOrder = ['FR', 'BE', 'CH', 'LU', 'BG', 'MG', 'GN'] as const;
export type Country = (typeof countryOrder)[number];

/** French names, for the postal address and the schema.org data. */
export const countryNames: Record<Country, string> = {
  FR: 'France',
  BE: 'Belgique',
  CH: 'Suisse',
  LU: 'Luxembourg',
  BG: 'Bulgarie',
  MG: 'Madagascar',
  GN: 'Guinée',
};
