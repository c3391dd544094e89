export {
  churchesView,
  churchPages,
  churchPath,
  churchRow,
  removeChurch,
  writeChurch,
  type ChurchRow,
  deliveryChurches,
  getChurch,
  listChurches,
  saveChurch,
  type Church,
  type ChurchesView,
  type ChurchSummary,
  type MapPin,
} from './churches.ts';
export { countryNames, countryOrder, isCountry, type Country } from './countries.ts';
export {
  churchMaps as prepareChurchMaps,
  foreignCountries,
  mainCountries,
  type ForeignCountry,
  type MapShape,
} from './maps.ts';
export { churchInputSchema, type ChurchInput } from './schemas.ts';
