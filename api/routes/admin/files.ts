import { xlsx } from '../../openapi/routes.ts';

/** A workbook as a download, its name in the header (UTF-8 too), kept by no cache. */
export function xlsxResponse({ fileName, bytes }: { fileName: string; bytes: Uint8Array }): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': xlsx,
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
    },
  });
}
