import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js (decision 0090), checked on snippets written as if they were files of the
 * project: each snippet imports real files, so the rules resolve them as they do in `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const refused = async (file: string, code: string, rule: string) => {
  const found = (await problems(file, code)).filter((p) => p.rule === rule);
  expect(found, `${file}: ${code}`).not.toEqual([]);
  return found[0].message;
};
const fences = ['import-x/no-restricted-paths', 'no-restricted-imports', 'circles/no-import-circle'];
const accepted = async (file: string, code: string) =>
  expect((await problems(file, code)).filter((p) => fences.includes(p.rule ?? ''))).toEqual([]);

describe('import rules', () => {
  it('an area reaches another only through its index.ts', async () => {
    const message = await refused(
      'domain/donations/scratch.ts',
      "export { shipIssue } from '../magazine/shipments.ts';",
      'import-x/no-restricted-paths',
    );
    expect(message).toContain('import from domain/magazine/index.ts');
    await accepted('domain/donations/scratch.ts', "export { shipIssue } from '../magazine/index.ts';");
    await refused(
      'api/scratch.ts',
      "export { openSession } from '../domain/accounts/sessions.ts';",
      'import-x/no-restricted-paths',
    );
  });

  it('app/ may also use an area’s browser.ts, nothing else of it', async () => {
    await accepted('app/routes/scratch.tsx', "export { mediaPath } from '../../domain/media/browser.ts';");
    const message = await refused(
      'app/routes/scratch.tsx',
      "export { mediaPath } from '../../domain/media/urls.ts';",
      'import-x/no-restricted-paths',
    );
    expect(message).toContain('domain/media/browser.ts');
  });

  it('no imports between UI areas', async () => {
    const message = await refused(
      'app/features/votes/Scratch.tsx',
      "export { SubscriptionWizard } from '../magazine/SubscriptionWizard.tsx';",
      'import-x/no-restricted-paths',
    );
    expect(message).toContain('app/components/');
  });

  it('app/ never imports server/; domain/ no React; db/ nothing above it; nothing imports tests/', async () => {
    await refused(
      'app/routes/scratch.tsx',
      "export { createHttpApp } from '../../server/http.ts';",
      'import-x/no-restricted-paths',
    );
    await refused('domain/scratch.ts', "export { useState } from 'react';", 'no-restricted-imports');
    await refused('db/scratch.ts', "export { NotFound } from '../domain/errors.ts';", 'import-x/no-restricted-paths');
    await refused(
      'server/scratch.ts',
      "export { sampleReceipt } from '../tests/support/receipts.ts';",
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a circle, a type-only one too', async () => {
    // domain/errors.ts as if it imported the donations area, which imports domain/errors.ts.
    const circle = "import { sendReceiptMail } from './donations/index.ts';\nexport const x = sendReceiptMail;";
    const message = await refused('domain/errors.ts', circle, 'circles/no-import-circle');
    expect(message).toContain('domain/errors.ts → domain/donations/index.ts');
    await refused(
      'domain/errors.ts',
      "import type { Donation } from './donations/index.ts';\nexport type X = Donation;",
      'circles/no-import-circle',
    );
  });
});
