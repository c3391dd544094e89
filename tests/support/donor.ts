/** A monthly gift's donor details, as the form on /soutien sends them (domain/donor.ts). */
export const DONOR = {
  civilite: 'Mme',
  nom: 'Martin',
  prenom: 'Claire',
  adressePostale: '12 rue des Écoles',
  codePostal: '30100',
  ville: 'Alès',
  pays: 'France',
  tel: '0612345678',
  email: 'claire.martin@exemple.fr',
} as const;
