/** node-postgres' conversion of a JavaScript value to a statement parameter (pg/lib/utils.js has no types). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
