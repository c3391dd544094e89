import { receiptIssuer, type ReceiptDocument } from '../../domain/donations/index.ts';
import type { Config } from '../../platform/config.ts';

/** A receipt as the domain draws it: a gift of 1,234.56 € by card, issued by the configured association. */
export function sampleReceipt(config: Config, code = '2026-000123'): ReceiptDocument {
  return {
    code,
    issuedAt: new Date('2026-03-02T10:00:00Z'),
    replaces: null,
    snapshot: {
      donateur: {
        civilite: 'Mme',
        nom: 'Lefèvre',
        prenom: 'Hélène',
        adresse: '8 rue du Temple',
        codePostal: '30100',
        ville: 'Alès',
        pays: 'France',
      },
      email: 'helene@exemple.fr',
      montantCentimes: 123_456,
      dateDon: '2026-03-01T09:00:00.000Z',
      mode: 'CARTE',
      ...receiptIssuer(config),
    },
  };
}
