import { parentPort, workerData } from 'node:worker_threads';
import type { ReceiptDocument } from '../domain/donations/index.ts';
import { renderReceiptPdf, type ReceiptAssets } from './receipt-pdf.ts';

/** The worker thread of server/documents.ts: draws each receipt it is sent and answers its bytes. */
const assets = workerData as ReceiptAssets;
parentPort!.on('message', async ({ id, document }: { id: number; document: ReceiptDocument }) => {
  try {
    const pdf = await renderReceiptPdf(assets, document);
    parentPort!.postMessage({ id, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
