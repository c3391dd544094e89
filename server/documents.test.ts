import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { sampleReceipt } from '../tests/support/receipts.ts';
import { workerDocuments } from './documents.ts';
import { receiptAssets } from './receipt-pdf.ts';

const config = loadConfig({ LOG_LEVEL: 'silent' });
const documents = workerDocuments(receiptAssets(config));
afterAll(() => documents.close());

const receipt = (code: string) => sampleReceipt(config, code);

describe('workerDocuments', () => {
  it('draws receipts on its thread, several at once, each answered to its own caller', async () => {
    const pdfs = await Promise.all(
      ['2026-000001', '2026-000002', '2026-000003'].map((code) => documents.receiptPdf(receipt(code))),
    );
    for (const pdf of pdfs) {
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(pdf.byteLength).toBeGreaterThan(5_000);
    }
    expect(new Set(pdfs.map((pdf) => Buffer.from(pdf).toString('base64'))).size).toBe(3);
  }, 30_000);

  it('starts a new thread after being closed', async () => {
    await documents.close();
    const pdf = await documents.receiptPdf(receipt('2026-000004'));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  }, 30_000);
});
