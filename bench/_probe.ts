import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDonation, openDonationPayment } from '../domain/donations/index.ts';
import { loadConfig } from '../platform/config.ts';
import { openRuntime } from '../server/context.ts';
const form = {
  civilite: 'M.',
  nom: 'Martin',
  prenom: 'Luc',
  montant: 20,
  adressePostale: '4 rue Haute',
  ville: 'Anduze',
  pays: 'France',
  codePostal: '30140',
  tel: '0466000000',
  email: 'bench@exemple.fr',
};
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'probe-'));
  const rt = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
  for (let round = 0; round < 3; round++) {
    let a = 0,
      b = 0;
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      const { id } = await createDonation(rt.ctx, form, null);
      const t1 = performance.now();
      await openDonationPayment(rt.ctx, id, null);
      a += t1 - t0;
      b += performance.now() - t1;
    }
    console.log(`create ${(a / 100).toFixed(2)} ms, intent ${(b / 100).toFixed(2)} ms`);
  }
  await rt.close();
}
main();
