import { describe, expect, it } from 'vitest';
import { donationSchema, receiptCorrectionSchema } from './schemas.ts';

const donor = {
  civilite: 'Mme',
  nom: '  le  berre ',
  prenom: 'marie-claire de la tour',
  montant: '25',
  adressePostale: '3 rue des Lilas',
  ville: 'Alès',
  pays: 'France',
  codePostal: '30100',
  tel: '0600000000',
  email: 'Marie@Example.org',
};

describe('a donor’s names', () => {
  it('are stored as on registration (spec part 1 §5): the name in capitals, the first name title-cased', () => {
    const parsed = donationSchema.parse(donor);
    expect(parsed.nom).toBe('LE BERRE');
    expect(parsed.prenom).toBe('Marie-Claire de la Tour');
  });

  it('are the same on a receipt’s correction', () => {
    const parsed = receiptCorrectionSchema.parse({ ...donor, nom: 'dupont', prenom: 'JEAN PIERRE' });
    expect([parsed.nom, parsed.prenom]).toEqual(['DUPONT', 'Jean Pierre']);
  });
});
