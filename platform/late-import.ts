/**
 * A library imported with its first use, once per process: a process that never uses it (most answer pages never
 * draw a PDF, read an image or write a spreadsheet) does not hold its code (decisions 0140, 0142). A failed import is
 * not kept: the next use tries again.
 */
export function lateImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}
