/** The part of negotiator 1.x used here (its DefinitelyTyped types describe 0.6, without `preferred`). */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The client's preferred encoding among those available; ties go to the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
    /** The client's preferred language among those available (a region matches its language: fr-FR → fr). */
    language(available: readonly string[]): string | undefined;
  }
  export = Negotiator;
}
