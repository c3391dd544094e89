import { parentPort, workerData } from 'node:worker_threads';
import type { ReceiptDocument } from '../domain/donations/index.ts';
import type { PdfFonts } from '../platform/pdf.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The worker thread of server/documents.ts: draws each receipt it is sent and answers its bytes. */
const fonts = workerData as PdfFonts;
parentPort!.on('message', async ({ id, document }: { id: number; document: ReceiptDocument }) => {
  try {
    const pdf = await renderReceiptPdf(fonts, document);
    parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
