import type { BallotContent, BallotResolution } from '../../db/schema/votes.ts';

/**
 * The 2024 general assemblies' vote by correspondence (spec part 3 §2, §3, §9): opened 3 June 2024, closed at the
 * end of 22 June 2024 (Paris time). The partner association's part holds tajAgPre and tajAg1 to tajAg6, the widgets
 * the 2024 page shows (decision 0041); the mission's holds mtAgPre, mtAg1 to mtAg7, mtAg9, mtAg10 and the seven
 * board members up for renewal. The names are fictitious.
 */
const candidates = [
  ['LAMBERT', 'Jean', 'Enseignant'],
  ['FONTAINE', 'Marthe', 'Infirmière'],
  ['ROUSSEL', 'Élie', 'Agriculteur'],
  ['PERRIN', 'Noémie', 'Comptable'],
  ['BARRAL', 'Étienne', 'Pasteur'],
  ['VIDAL', 'Lydie', 'Éducatrice spécialisée'],
  ['CASTAN', 'Timothée', 'Artisan menuisier'],
] as const;

/** mtMembre followed by the director's surname and first name, as the spec's keys (ASCII letters only). */
const memberKey = (surname: string, firstname: string) =>
  `mtMembre${[surname, firstname]
    .map((w) => w.normalize('NFD').replace(/[^A-Za-z]/g, ''))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join('')}`;

const boardRenewal: BallotResolution[] = candidates.map(([surname, firstname, profession]) => ({
  key: memberKey(surname, firstname),
  text: `Renouvellement du mandat d’administrateur de ${firstname} ${surname} pour trois ans.`,
  abstention: true,
  candidate: { name: `${firstname} ${surname}`, profession },
}));

export const vote2024 = {
  slug: 'vote2024',
  title: 'Assemblées générales 2024 — vote par correspondance',
  opensAt: new Date('2024-06-02T22:00:00Z'),
  closesAt: new Date('2024-06-22T22:00:00Z'),
  content: {
    introduction: [
      'Les membres qui n’auront pas voté seront comptés absents.',
      'Lisez les rapports ci-dessous, puis votez d’abord pour l’Association Jeunesse et Accueil Le Phare, ensuite pour la Mission Évangélique Le Phare. Chaque réponse est « Pour » par défaut ; on ne vote qu’une seule fois.',
    ],
    reports: [
      {
        title: 'Rapport moral et d’activité 2023',
        paragraphs: [
          'En 2023, les églises de la mission ont poursuivi leurs cultes, leurs études bibliques et leurs réunions de prière ; plusieurs lieux de culte ont accueilli de nouvelles familles. Les réunions retransmises en direct sont suivies chaque semaine par de nombreux membres isolés ou malades.',
          'Les maisons d’accueil de l’association partenaire ont reçu tout au long de l’année des personnes en difficulté : sortants d’hôpital, personnes sans logement, jeunes en rupture. Les camps d’été ont réuni enfants, adolescents et familles.',
          'La formation biblique s’est poursuivie avec une nouvelle promotion d’étudiants. La revue a paru deux fois et les enregistrements des prédications sont désormais disponibles sur le site.',
        ],
      },
      {
        title: 'Rapport financier 2023',
        paragraphs: [
          'L’exercice 2023 de la Mission Évangélique Le Phare se solde par un déficit de 321 136 euros. Il s’explique par la hausse du coût de l’énergie dans les lieux de culte et les maisons d’accueil, par des travaux de mise aux normes et par une baisse des dons en fin d’année.',
          'Le conseil d’administration propose d’affecter ce déficit au fonds associatif sans droit de reprise. Les réserves de la mission permettent de l’absorber sans mettre en cause ses activités.',
          'Les dons dépassant 153 000 euros par an, le contrôle des comptes par un commissaire aux comptes est obligatoire ; son rapport certifie les comptes sans réserve.',
        ],
      },
      {
        title: 'Budget prévisionnel 2024',
        paragraphs: [
          'Le budget 2024 prévoit une maîtrise des dépenses d’énergie, le report de travaux non urgents et le maintien de toutes les activités d’accueil. Il est présenté à l’équilibre.',
          'Le mandat des administrateurs est de trois ans ; le conseil est renouvelé par tiers chaque année. Sept administrateurs arrivent cette année au terme de leur mandat et se représentent.',
        ],
      },
    ],
    parts: [
      {
        id: 'partenaire',
        title: 'Association Jeunesse et Accueil Le Phare',
        introduction: ['Résolutions soumises à l’assemblée générale ordinaire de l’association partenaire.'],
        resolutions: [
          {
            key: 'tajAgPre',
            text: 'L’assemblée générale accepte que ses votes se tiennent cette année par correspondance.',
            abstention: false,
          },
          {
            key: 'tajAg1',
            text: 'L’assemblée générale approuve le rapport moral et d’activité 2023.',
            abstention: true,
          },
          {
            key: 'tajAg2',
            text: 'L’assemblée générale, après avoir entendu le rapport du commissaire aux comptes, approuve les comptes de l’exercice 2023 et donne quitus aux administrateurs.',
            abstention: true,
          },
          {
            key: 'tajAg3',
            text: 'L’assemblée générale approuve le budget prévisionnel 2024.',
            abstention: true,
          },
          {
            key: 'tajAg4',
            text: 'Les pouvoirs du conseil d’administration sont limités aux actes d’administration et de conservation ; tout engagement de plus de 15 000 euros requiert la validation du conseil.',
            abstention: true,
          },
          {
            key: 'tajAg5',
            text: 'L’assemblée générale donne pouvoir au président et au trésorier, dans la limite de 15 000 euros par opération, de faire fonctionner les comptes bancaires et de représenter l’association en justice ; ce pouvoir est valable un an.',
            abstention: true,
          },
          {
            key: 'tajAg6',
            text: 'Le conseil d’administration compte de 10 à 40 membres, élus pour trois ans et renouvelés par tiers chaque année ; il se réunit au moins trois fois par an.',
            abstention: true,
          },
        ],
      },
      {
        id: 'mission',
        title: 'Mission Évangélique Le Phare',
        introduction: ['Résolutions soumises à l’assemblée générale ordinaire de la mission.'],
        resolutions: [
          {
            key: 'mtAgPre',
            text: 'L’assemblée générale accepte que ses votes se tiennent cette année par correspondance.',
            abstention: false,
          },
          {
            key: 'mtAg1',
            text: 'L’assemblée générale approuve le rapport moral et d’activité 2023.',
            abstention: true,
          },
          {
            key: 'mtAg2',
            text: 'L’assemblée générale, après avoir entendu le rapport du commissaire aux comptes, approuve les comptes de l’exercice 2023, qui font apparaître un déficit de 321 136 euros, et donne quitus aux administrateurs.',
            abstention: true,
          },
          {
            key: 'mtAg3',
            text: 'L’assemblée générale décide d’affecter le déficit de 321 136 euros au fonds associatif sans droit de reprise.',
            abstention: true,
          },
          {
            key: 'mtAg4',
            text: 'L’assemblée générale approuve le budget prévisionnel 2024.',
            abstention: true,
          },
          {
            key: 'mtAg5',
            text: 'Les pouvoirs du conseil d’administration sont limités aux actes d’administration et de conservation ; tout engagement de plus de 15 000 euros requiert la validation du conseil.',
            abstention: true,
          },
          {
            key: 'mtAg6',
            text: 'L’assemblée générale donne pouvoir au président et au trésorier, dans la limite de 15 000 euros par opération, de faire fonctionner les comptes bancaires et de représenter la mission en justice ; ce pouvoir est valable un an.',
            abstention: true,
          },
          {
            key: 'mtAg7',
            text: 'L’assemblée générale renouvelle le mandat du commissaire aux comptes pour six exercices ; le contrôle est obligatoire tant que les dons dépassent 153 000 euros par an.',
            abstention: true,
          },
          {
            key: 'mtAg9',
            text: 'Le conseil d’administration compte de 9 à 40 membres, élus pour trois ans et renouvelés par tiers chaque année ; il se réunit au moins trois fois par an.',
            abstention: true,
          },
          {
            key: 'mtAg10',
            text: 'L’assemblée générale donne tous pouvoirs au porteur d’une copie du procès-verbal pour accomplir les formalités de déclaration.',
            abstention: true,
          },
          ...boardRenewal,
        ],
      },
    ],
  } satisfies BallotContent,
};
