export {
  churchesView,
  churchPages,
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
} from './churches.ts';
export { countryNames, countryOrder } from './countries.ts';
export { churchMaps as prepareChurchMaps } from './maps.ts';
export { churchInputSchema, type ChurchInput } from './schemas.ts';
