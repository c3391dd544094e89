import type { BallotContent } from '../../db/schema/votes.ts';

/**
 * The 2021 general assemblies' vote by correspondence (spec part 3 §3, §9: figures of the earlier ballot text).
 * The spec states no dates for it; the seed closes it on 20 June 2021.
 */
export const vote2021 = {
  slug: 'vote',
  title: 'Assemblées générales 2021 — vote par correspondance',
  opensAt: new Date('2021-05-31T22:00:00Z'),
  closesAt: new Date('2021-06-20T22:00:00Z'),
  content: {
    introduction: [
      'En raison des conditions sanitaires, les assemblées générales ordinaires de l’Association Jeunesse et Accueil Le Phare et de la Mission Évangélique Le Phare se tiennent cette année par correspondance.',
      'Chaque membre votant se prononce sur chacune des résolutions ci-dessous : d’abord celles de l’association partenaire, puis celles de la mission. Chaque réponse est « Pour » par défaut. On ne vote qu’une seule fois.',
    ],
    reports: [
      {
        title: 'Rapport moral et d’activité',
        paragraphs: [
          'L’année écoulée a été marquée par les restrictions sanitaires. Les réunions des églises ont repris d’abord en petits groupes, puis normalement à partir de l’été ; les cultes et les études bibliques ont été retransmis en direct pour ceux qui ne pouvaient pas se déplacer.',
          'Les maisons d’accueil ont continué de recevoir des personnes en difficulté, avec des protocoles adaptés. Les camps de jeunes ont eu lieu en effectifs réduits ; les rencontres de formation se sont tenues en partie à distance.',
          'À Madagascar, l’ONG partenaire a poursuivi l’aide alimentaire et scolaire auprès des familles des villages suivis depuis plusieurs années.',
        ],
      },
      {
        title: 'Rapport financier',
        paragraphs: [
          'Les comptes de l’Association Jeunesse et Accueil Le Phare font apparaître un excédent de 187 755 euros, dû principalement à la baisse des frais de déplacement et des activités collectives pendant les périodes de confinement.',
          'Les comptes de la Mission Évangélique Le Phare font apparaître un excédent de 170 937 euros. Les dons restent la ressource principale des deux associations ; aucune subvention publique n’a été reçue.',
          'Le commissaire aux comptes a certifié les comptes des deux associations sans réserve.',
        ],
      },
      {
        title: 'Budgets prévisionnels',
        paragraphs: [
          'Le budget prévisionnel de l’Association Jeunesse et Accueil Le Phare s’élève à 1 590 466 euros.',
          'Le budget de fonctionnement de la Mission Évangélique Le Phare s’élève à 696 637 euros et son budget d’investissement à 82 000 euros, consacrés à la rénovation de lieux de culte.',
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
            text: 'L’assemblée générale approuve le rapport moral et d’activité présenté par le conseil d’administration.',
            abstention: true,
          },
          {
            key: 'tajAg2',
            text: 'L’assemblée générale, après avoir entendu le rapport du commissaire aux comptes, approuve les comptes de l’exercice, qui font apparaître un excédent de 187 755 euros, et donne quitus aux administrateurs.',
            abstention: true,
          },
          {
            key: 'tajAg3',
            text: 'L’assemblée générale décide d’affecter l’excédent de 187 755 euros au fonds associatif.',
            abstention: true,
          },
          {
            key: 'tajAg4',
            text: 'L’assemblée générale approuve le budget prévisionnel de 1 590 466 euros.',
            abstention: true,
          },
          {
            key: 'tajAg5',
            text: 'Les opérations de plus de 30 000 euros engagées par les trésoriers locaux délégués, et de plus de 10 000 euros engagées par les autres trésoriers, requièrent l’autorisation expresse du conseil d’administration.',
            abstention: true,
          },
          {
            key: 'tajAg6',
            text: 'L’assemblée générale autorise un soutien à l’ONG de Madagascar dans la limite de 15 000 euros par an.',
            abstention: true,
          },
          {
            key: 'tajAg7',
            text: 'Les pouvoirs du conseil d’administration sont limités aux actes d’administration et de conservation ; tout engagement de plus de 15 000 euros requiert la validation du conseil.',
            abstention: true,
          },
          {
            key: 'tajAg8',
            text: 'L’assemblée générale donne pouvoir au président et au trésorier de faire fonctionner les comptes bancaires de l’association ; ce pouvoir est valable un an.',
            abstention: true,
          },
          {
            key: 'tajAg9',
            text: 'L’assemblée générale renouvelle le mandat du commissaire aux comptes pour six exercices.',
            abstention: true,
          },
          {
            key: 'tajAg10',
            text: 'Le conseil d’administration compte de 10 à 40 membres et se réunit au moins trois fois par an.',
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
            text: 'L’assemblée générale approuve le rapport moral et d’activité présenté par le conseil d’administration.',
            abstention: true,
          },
          {
            key: 'mtAg2',
            text: 'L’assemblée générale, après avoir entendu le rapport du commissaire aux comptes, approuve les comptes de l’exercice, qui font apparaître un excédent de 170 937 euros, et donne quitus aux administrateurs.',
            abstention: true,
          },
          {
            key: 'mtAg3',
            text: 'L’assemblée générale décide d’affecter l’excédent de 170 937 euros au fonds associatif.',
            abstention: true,
          },
          {
            key: 'mtAg4',
            text: 'L’assemblée générale approuve le budget de fonctionnement de 696 637 euros.',
            abstention: true,
          },
          {
            key: 'mtAg5',
            text: 'L’assemblée générale approuve le budget d’investissement de 82 000 euros.',
            abstention: true,
          },
          {
            key: 'mtAg6',
            text: 'Les pouvoirs du conseil d’administration sont limités aux actes d’administration et de conservation ; tout engagement de plus de 15 000 euros requiert la validation du conseil.',
            abstention: true,
          },
          {
            key: 'mtAg7',
            text: 'L’assemblée générale donne pouvoir au président et au trésorier de faire fonctionner les comptes bancaires de la mission ; ce pouvoir est valable un an.',
            abstention: true,
          },
          {
            key: 'mtAg8',
            text: 'Le conseil d’administration compte de 9 à 40 membres et se réunit au moins trois fois par an.',
            abstention: true,
          },
        ],
      },
    ],
  } satisfies BallotContent,
};
