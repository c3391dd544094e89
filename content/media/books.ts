import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { CoverEntry, MediaEntry } from './types.ts';

/** ISBN-13 of the association's imprint (978-2-9530…), with its check digit. */
function isbn(n: number): string {
  const digits = `9782953${String(n).padStart(5, '0')}`;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return `978-2-${digits.slice(4, 9)}-${digits.slice(9)}-${check}`;
}

const bookshop = 'https://librairie.mission-lephare.example/livres';

type BookType = 'commentaires' | 'meditationsQuotidiennes' | 'etudesBilbiques' | 'temoignages' | 'horsCollection';

interface Book {
  titre: string;
  sousTitre?: string;
  auteur: string;
  type: BookType;
  resume: string[];
  pages: number;
  edition: string;
  prix: number;
  couverture: CoverEntry;
  refs?: [string, string][];
  notes?: string[];
}

const books: Book[] = [
  {
    titre: "L'Évangile selon Marc",
    sousTitre: 'Commentaire pour la lecture en famille',
    auteur: 'rocher',
    type: 'commentaires',
    resume: [
      "Marc raconte l'Évangile avec l'urgence d'un témoin : Jésus agit, guérit, appelle et se donne. Ce commentaire suit le texte pas à pas, chapitre après chapitre.",
      'Chaque section se termine par quelques questions simples, pensées pour la lecture à la maison, avec les enfants comme avec les plus anciens.',
    ],
    pages: 284,
    edition: '2019-03-15',
    prix: 16,
    couverture: { motif: 'croix', couleurs: ['#1d3557', '#2e5c8a'] },
    refs: [['Marc', '1.1']],
  },
  {
    titre: 'Le livre de Ruth',
    sousTitre: 'Une histoire de fidélité',
    auteur: 'marchand',
    type: 'commentaires',
    resume: [
      "Quatre chapitres seulement, et pourtant toute la bonté de Dieu envers l'étrangère et la veuve. L'auteure montre comment la fidélité d'une femme moabite prépare la venue du roi David.",
      "Un commentaire accessible, nourri de l'expérience de l'accueil des familles en difficulté dans nos maisons.",
    ],
    pages: 156,
    edition: '2021-09-01',
    prix: 12,
    couverture: { motif: 'epi', couleurs: ['#8a5a10', '#c98f22'] },
    refs: [['Ruth', '1.16']],
  },
  {
    titre: "L'épître aux Romains",
    sousTitre: 'La justice de Dieu révélée',
    auteur: 'lambert',
    type: 'commentaires',
    resume: [
      "L'épître aux Romains a bouleversé bien des vies. Pierre Lambert en explique le fil : tous ont péché, tous peuvent être justifiés gratuitement par la grâce de Dieu.",
      'Le commentaire reprend les grandes questions de la lettre : la loi, la foi, la vie dans l’Esprit, la place d’Israël et la vie de l’Église.',
    ],
    pages: 412,
    edition: '2017-01-20',
    prix: 22,
    couverture: { motif: 'livre', couleurs: ['#5b3a8a', '#1d3557'] },
    refs: [
      ['Romains', '3.23'],
      ['Romains', '8.28'],
    ],
    notes: ['Les citations bibliques sont tirées de la version Louis Segond 1910.'],
  },
  {
    titre: 'Le prophète Jonas',
    sousTitre: 'Fuir Dieu, revenir à Dieu',
    auteur: 'dufour',
    type: 'commentaires',
    resume: [
      'Jonas fuit, Dieu le poursuit avec patience. Ce petit commentaire montre la compassion de Dieu envers Ninive et envers son prophète récalcitrant.',
      'Idéal pour un groupe de maison : quatre chapitres, quatre rencontres.',
    ],
    pages: 98,
    edition: '2022-05-10',
    prix: 9.5,
    couverture: { motif: 'vagues', couleurs: ['#1f4e79', '#3a7ca5'] },
    refs: [['Jonas', '2.10']],
  },
  {
    titre: "L'épître aux Philippiens",
    sousTitre: 'La joie au cœur de l’épreuve',
    auteur: 'garnier',
    type: 'commentaires',
    resume: [
      "Écrite depuis une prison, la lettre aux Philippiens respire pourtant la joie. Ruth Garnier en suit les quatre chapitres et montre d'où vient cette joie que rien n'éteint.",
    ],
    pages: 176,
    edition: '2020-11-02',
    prix: 13,
    couverture: { motif: 'soleil', couleurs: ['#c98f22', '#8a5a10'] },
    refs: [['Philippiens', '4.13']],
  },
  {
    titre: 'Le livre de Néhémie',
    sousTitre: 'Rebâtir les murailles',
    auteur: 'bertrand',
    type: 'commentaires',
    resume: [
      'Néhémie prie, organise, encourage et tient bon face aux moqueries. Un commentaire sur le travail fidèle, la prière et la reconstruction d’un peuple.',
    ],
    pages: 204,
    edition: '2018-06-18',
    prix: 14,
    couverture: { motif: 'montagne', couleurs: ['#8a4b0f', '#5c3a1a'] },
    refs: [['Néhémie', '2.18']],
  },
  {
    titre: 'Chaque matin',
    sousTitre: '365 méditations pour l’année',
    auteur: 'vidal',
    type: 'meditationsQuotidiennes',
    resume: [
      "« Les bontés de l'Éternel ne sont pas épuisées, Ses compassions ne sont pas à leur terme; Elles se renouvellent chaque matin. » (Lamentations 3.22-23). Une page par jour, un verset, une pensée, une prière.",
      'Marthe Vidal a écrit ces méditations au fil de quarante années de visites dans les hôpitaux et les maisons de retraite.',
    ],
    pages: 392,
    edition: '2016-10-01',
    prix: 19,
    couverture: { motif: 'soleil', couleurs: ['#e0a93b', '#c98f22'] },
    refs: [['Lamentations', '3.22-23']],
  },
  {
    titre: 'Une lampe à mes pieds',
    sousTitre: 'Méditations sur le Psaume 119',
    auteur: 'chevalier',
    type: 'meditationsQuotidiennes',
    resume: [
      '« Ta parole est une lampe à mes pieds, Et une lumière sur mon sentier. » Cent soixante-seize versets, cent soixante-seize courtes méditations pour apprendre à aimer la Parole de Dieu.',
    ],
    pages: 248,
    edition: '2015-02-14',
    prix: 15,
    couverture: { motif: 'phare', couleurs: ['#1d3557', '#12233b'] },
    refs: [['Psaumes', '119.105']],
  },
  {
    titre: 'Le pain de ce jour',
    sousTitre: 'Méditations pour les temps difficiles',
    auteur: 'marchand',
    type: 'meditationsQuotidiennes',
    resume: [
      'Pour ceux qui traversent la maladie, le deuil, le chômage ou la solitude : trois mois de lectures courtes qui ramènent au Dieu qui donne chaque jour ce qui est nécessaire.',
    ],
    pages: 184,
    edition: '2023-01-09',
    prix: 12.5,
    couverture: { motif: 'epi', couleurs: ['#c98f22', '#7a3b12'] },
    refs: [['Matthieu', '6.11']],
  },
  {
    titre: 'Au fil des Psaumes',
    sousTitre: 'Cent cinquante prières pour aujourd’hui',
    auteur: 'fabre',
    type: 'meditationsQuotidiennes',
    resume: [
      'Un psaume par jour pendant cinq mois, avec une courte explication et une prière. Les Psaumes deviennent la prière de celui qui les lit.',
    ],
    pages: 320,
    edition: '2019-09-23',
    prix: 17,
    couverture: { motif: 'colombe', couleurs: ['#6b2d5c', '#3d1f36'] },
    refs: [['Psaumes', '23.1']],
  },
  {
    titre: 'Sur le chemin de Pâques',
    sousTitre: 'Quarante jours avec l’Évangile de Jean',
    auteur: 'roux',
    type: 'meditationsQuotidiennes',
    resume: [
      "Quarante lectures pour accompagner les semaines qui précèdent Pâques, depuis « Au commencement était la Parole » jusqu'au tombeau vide.",
    ],
    pages: 144,
    edition: '2024-02-12',
    prix: 10,
    couverture: { motif: 'croix', couleurs: ['#7a2e3b', '#3d1f36'] },
    refs: [['Jean', '1.1']],
  },
  {
    titre: 'Les noms de Dieu',
    sousTitre: 'Étude biblique en douze leçons',
    auteur: 'lambert',
    type: 'etudesBilbiques',
    resume: [
      "L'Éternel, le Dieu Très-Haut, le Dieu qui voit, le Berger : chaque nom révèle un aspect de son caractère. Douze leçons avec questions et réponses, pour un groupe ou pour soi.",
    ],
    pages: 168,
    edition: '2018-04-03',
    prix: 11,
    couverture: { motif: 'livre', couleurs: ['#1f4e79', '#12233b'] },
    refs: [['Genèse', '16.13']],
  },
  {
    titre: 'Les paraboles de Jésus',
    sousTitre: 'Comprendre et vivre le Royaume',
    auteur: 'morel',
    type: 'etudesBilbiques',
    resume: [
      "Le semeur, le fils prodigue, le bon Samaritain, les talents : vingt paraboles expliquées dans leur contexte, avec ce qu'elles nous disent aujourd'hui.",
    ],
    pages: 236,
    edition: '2020-03-30',
    prix: 15,
    couverture: { motif: 'epi', couleurs: ['#1e6b3a', '#0f3d21'] },
    refs: [['Luc', '15.11-32']],
  },
  {
    titre: 'La prière',
    sousTitre: 'Ce que la Bible enseigne',
    auteur: 'dufour',
    type: 'etudesBilbiques',
    resume: [
      'Comment prier, pourquoi prier, que faire quand la réponse tarde ? Une étude de la prière à travers les Écritures, de Abraham à l’Apocalypse.',
    ],
    pages: 190,
    edition: '2021-01-18',
    prix: 12,
    couverture: { motif: 'colombe', couleurs: ['#2e5c8a', '#1d3557'] },
    refs: [['Matthieu', '6.9-13']],
  },
  {
    titre: 'Le fruit de l’Esprit',
    sousTitre: 'Neuf études sur Galates 5',
    auteur: 'garnier',
    type: 'etudesBilbiques',
    resume: [
      "« Mais le fruit de l'Esprit, c'est l'amour, la joie, la paix, la patience, la bonté, la bénignité, la fidélité, la douceur, la tempérance » : neuf études, une pour chaque aspect du fruit.",
    ],
    pages: 132,
    edition: '2022-10-07',
    prix: 10,
    couverture: { motif: 'epi', couleurs: ['#27613f', '#1e6b3a'] },
    refs: [['Galates', '5.22']],
  },
  {
    titre: 'Le tabernacle',
    sousTitre: 'Une image du salut',
    auteur: 'rocher',
    type: 'etudesBilbiques',
    resume: [
      "L'autel, la cuve, le chandelier, l'arche : chaque objet du tabernacle annonce l'œuvre de Jésus-Christ. Étude illustrée de schémas.",
    ],
    pages: 212,
    edition: '2014-11-11',
    prix: 16,
    couverture: { motif: 'montagne', couleurs: ['#7a3b12', '#4a2409'] },
    refs: [['Exode', '25.8']],
  },
  {
    titre: 'La vie de David',
    sousTitre: 'Berger, roi et pécheur pardonné',
    auteur: 'bertrand',
    type: 'etudesBilbiques',
    resume: [
      'De la bergerie de Bethléhem au trône de Jérusalem, la vie de David montre la fidélité de Dieu envers un homme faillible. Quinze études pour groupes de maison.',
    ],
    pages: 256,
    edition: '2019-05-27',
    prix: 15,
    couverture: { motif: 'montagne', couleurs: ['#5b3a8a', '#3d1f36'] },
    refs: [['1 Samuel', '16.7']],
  },
  {
    titre: 'Relevé de la rue',
    sousTitre: 'Le témoignage de Marc',
    auteur: 'fabre',
    type: 'temoignages',
    resume: [
      'Dix ans de rue, l’alcool, la prison. Puis un accueil dans une maison de la mission, une Bible ouverte, et une vie nouvelle. Marc raconte sans fard le chemin parcouru.',
    ],
    pages: 160,
    edition: '2020-06-15',
    prix: 12,
    couverture: { motif: 'soleil', couleurs: ['#8a5a10', '#4a2409'] },
    refs: [['2 Corinthiens', '5.17']],
  },
  {
    titre: 'Mes yeux le verront',
    sousTitre: 'Traverser le deuil avec Job',
    auteur: 'vidal',
    type: 'temoignages',
    resume: [
      "Après la mort de son mari, Marthe Vidal a relu le livre de Job. « Mais je sais que mon rédempteur est vivant » : ce récit sobre dit comment l'espérance a tenu.",
    ],
    pages: 128,
    edition: '2013-09-09',
    prix: 10,
    couverture: { motif: 'phare', couleurs: ['#3d3d3d', '#1d3557'] },
    refs: [['Job', '19.25']],
  },
  {
    titre: 'De Plovdiv à Anduze',
    sousTitre: 'Une famille bulgare rencontre le Christ',
    auteur: 'petrov',
    type: 'temoignages',
    resume: [
      "Ivan Petrov raconte l'arrivée de sa famille en France, l'accueil reçu, la découverte de l'Évangile et la naissance d'une petite assemblée à Plovdiv.",
    ],
    pages: 176,
    edition: '2021-04-26',
    prix: 13,
    couverture: { motif: 'vagues', couleurs: ['#1e6b3a', '#1d3557'] },
  },
  {
    titre: 'Sous le ciel de Conakry',
    sousTitre: 'Vingt ans de mission en Guinée',
    auteur: 'camara',
    type: 'temoignages',
    resume: [
      'Les écoles du dimanche, les puits creusés, les malades visités : Mamadou Camara raconte vingt années de service et la fidélité de Dieu dans les jours secs comme dans les jours de pluie.',
    ],
    pages: 224,
    edition: '2022-08-29',
    prix: 15,
    couverture: { motif: 'soleil', couleurs: ['#c98f22', '#7a3b12'] },
    refs: [['Actes', '1.8']],
  },
  {
    titre: 'Au milieu de tant d’épreuves',
    sousTitre: 'Lettres d’une mère',
    auteur: 'marchand',
    type: 'temoignages',
    resume: [
      'Les lettres écrites par une mère pendant la longue maladie de son fils. Une foi éprouvée, qui doute parfois, mais qui se relève toujours vers Dieu.',
    ],
    pages: 152,
    edition: '2018-02-05',
    prix: 11,
    couverture: { motif: 'colombe', couleurs: ['#6b2d5c', '#1d3557'] },
    refs: [['Psaumes', '46.2']],
  },
  {
    titre: 'Madagascar, l’île rouge',
    sousTitre: 'Récits de la mission malgache',
    auteur: 'rakoto',
    type: 'temoignages',
    resume: [
      "Des hauts plateaux à la côte, Naivo Rakotomalala raconte comment l'Évangile a traversé les villages et transformé des familles entières.",
    ],
    pages: 198,
    edition: '2023-06-12',
    prix: 14,
    couverture: { motif: 'montagne', couleurs: ['#a4262c', '#7a3b12'] },
  },
  {
    titre: 'Histoire de la mission',
    sousTitre: 'Des premiers camps à aujourd’hui',
    auteur: 'chevalier',
    type: 'horsCollection',
    resume: [
      "Une maison ouverte dans les Cévennes, quelques tentes pour les premiers camps, puis des églises en France, en Belgique, en Suisse et au-delà. L'histoire illustrée de l'association.",
    ],
    pages: 296,
    edition: '2015-06-01',
    prix: 24,
    couverture: { motif: 'phare', couleurs: ['#1d3557', '#e0a93b'] },
  },
  {
    titre: 'Recettes des camps',
    sousTitre: 'Cuisiner pour cent personnes',
    auteur: 'bonnet',
    type: 'horsCollection',
    resume: [
      'Soixante recettes éprouvées dans les cuisines des camps d’été, avec les quantités pour vingt, cinquante et cent personnes. Et quelques souvenirs de veillées.',
    ],
    pages: 144,
    edition: '2017-05-22',
    prix: 14,
    couverture: { motif: 'epi', couleurs: ['#1e6b3a', '#c98f22'] },
  },
  {
    titre: 'Cantiques de la mission',
    sousTitre: 'Recueil avec partitions',
    auteur: 'choeur',
    type: 'horsCollection',
    resume: [
      'Le recueil utilisé dans nos assemblées : cantiques anciens et nouveaux, avec mélodie, accords et harmonisations à quatre voix.',
    ],
    pages: 480,
    edition: '2016-03-01',
    prix: 28,
    couverture: { motif: 'colombe', couleurs: ['#12233b', '#5b3a8a'] },
  },
  {
    titre: 'Le petit atlas biblique',
    sousTitre: 'Cartes et repères',
    auteur: 'morel',
    type: 'horsCollection',
    resume: [
      "Quarante cartes pour situer les voyages d'Abraham, l'exode, le royaume de David, les voyages de Paul. Avec une chronologie et un index des lieux.",
    ],
    pages: 96,
    edition: '2020-09-14',
    prix: 18,
    couverture: { motif: 'montagne', couleurs: ['#2e5c8a', '#1e6b3a'] },
  },
  {
    titre: 'Jeux et chants pour les enfants',
    sousTitre: 'Pour l’école du dimanche',
    auteur: 'bonnet',
    type: 'horsCollection',
    resume: [
      'Des jeux, des bricolages et des chants simples pour accompagner les histoires de la Bible avec les enfants de trois à dix ans.',
    ],
    pages: 120,
    edition: '2021-11-29',
    prix: 12,
    couverture: { motif: 'soleil', couleurs: ['#e0a93b', '#1e6b3a'] },
  },
  {
    titre: 'Vivre ensemble',
    sousTitre: 'La vie communautaire dans nos maisons d’accueil',
    auteur: 'sabatier',
    type: 'horsCollection',
    resume: [
      "Partager les repas, les tâches, les joies et les conflits : Anne Sabatier décrit la vie des maisons d'accueil et ce qu'elle enseigne sur l'amour fraternel.",
    ],
    pages: 164,
    edition: '2024-04-08',
    prix: 13,
    couverture: { motif: 'phare', couleurs: ['#7a2e3b', '#1d3557'] },
    refs: [['Psaumes', '133.1']],
  },
  {
    titre: 'L’Évangile de Jean',
    sousTitre: 'Afin que vous croyiez',
    auteur: 'morel',
    type: 'commentaires',
    resume: [
      "Jean a écrit « afin que vous croyiez que Jésus est le Christ, le Fils de Dieu ». Ce commentaire suit les sept signes et les grandes paroles « Je suis » de l'Évangile.",
    ],
    pages: 368,
    edition: '2023-09-18',
    prix: 21,
    couverture: { motif: 'phare', couleurs: ['#1e6b3a', '#1d3557'] },
    refs: [['Jean', '20.31']],
  },
  {
    titre: 'Un verset pour chaque soir',
    sousTitre: 'Méditations pour finir la journée',
    auteur: 'bonnet',
    type: 'meditationsQuotidiennes',
    resume: [
      'Une courte lecture à faire avant de dormir, seul ou en famille : un verset, trois phrases, une prière pour remettre la journée à Dieu.',
    ],
    pages: 212,
    edition: '2025-01-06',
    prix: 14,
    couverture: { motif: 'colombe', couleurs: ['#12233b', '#2e5c8a'] },
  },
  {
    titre: 'Les femmes de la Bible',
    sousTitre: 'Douze portraits',
    auteur: 'sabatier',
    type: 'etudesBilbiques',
    resume: [
      'Sara, Rahab, Ruth, Anne, Abigaïl, Esther, Marie, Marthe, Lydie… Douze portraits pour découvrir comment Dieu a conduit des femmes de foi.',
    ],
    pages: 188,
    edition: '2024-10-21',
    prix: 13.5,
    couverture: { motif: 'epi', couleurs: ['#6b2d5c', '#8a5a10'] },
  },
  {
    titre: 'La grâce m’a rattrapé',
    sousTitre: 'D’une cellule à la liberté',
    auteur: 'petrov',
    type: 'temoignages',
    resume: [
      "Condamné à cinq ans de prison, un jeune homme reçoit une Bible d'un aumônier. Le récit d'une conversion, et d'une réinsertion patiente dans une maison de la mission.",
    ],
    pages: 140,
    edition: '2025-05-12',
    prix: 11,
    couverture: { motif: 'soleil', couleurs: ['#3d3d3d', '#8a5a10'] },
  },
  {
    titre: 'Chants des camps',
    sousTitre: 'Carnet de chants avec accords',
    auteur: 'roux',
    type: 'horsCollection',
    resume: [
      'Le petit carnet qui accompagne les veillées : cent chants avec les accords de guitare, faciles à emporter dans un sac à dos.',
    ],
    pages: 112,
    edition: '2022-06-20',
    prix: 8,
    couverture: { motif: 'vagues', couleurs: ['#e0a93b', '#1e6b3a'] },
  },
  {
    titre: 'Le livre des Actes',
    sousTitre: 'L’Église en marche',
    auteur: 'camara',
    type: 'commentaires',
    resume: [
      "De Jérusalem à Rome, le livre des Actes raconte la marche de l'Évangile. Mamadou Camara le lit avec les yeux d'un missionnaire africain.",
    ],
    pages: 296,
    edition: '2024-03-04',
    prix: 18,
    couverture: { motif: 'vagues', couleurs: ['#27613f', '#1f4e79'] },
    refs: [['Actes', '1.8']],
  },
];

const shelves: Record<BookType, string> = {
  commentaires: 'Commentaires bibliques',
  meditationsQuotidiennes: 'Méditations quotidiennes',
  etudesBilbiques: 'Études bibliques',
  temoignages: 'Témoignages',
  horsCollection: 'Hors collection',
};

/** The imprint's collections (a book's series); the books out of collection have none. */
const collections: Partial<Record<BookType, string>> = {
  commentaires: 'Commentaires du Phare',
  meditationsQuotidiennes: 'Le pain de chaque jour',
  etudesBilbiques: 'Études du Phare',
  temoignages: 'Vies transformées',
};

/** Books (type 10) from 3000, each tagged with its /livres/{type} category. */
export const bookEntries: MediaEntry[] = books.map((b, i) => ({
  id: 3000 + i,
  type: MediaTypeId.BOOK,
  titre: b.titre,
  sousTitre: b.sousTitre,
  contenu: b.resume.map((p) => `<p>${p}</p>`).join('\n'),
  categories: [`livres-${b.type}`],
  auteurs: [b.auteur],
  date: b.edition,
  livre: {
    nbrPages: b.pages,
    isbn: isbn(101 + i * 7),
    dateEdition: b.edition,
    prix: b.prix,
    lienLjc: `${bookshop}/${3000 + i}`,
  },
  serie: collections[b.type],
  // A commentary is shelved under its Bible book; the editions before 2016 are out of print.
  rayon: {
    niveaux: ['Livres', shelves[b.type], ...(b.type === 'commentaires' && b.refs ? [b.refs[0][0]] : [])],
    disponibilite: b.edition < '2016' ? 'epuise' : 'disponible',
  },
  couverture: b.couverture,
  refs: b.refs,
  notes: b.notes,
  typeObjet: 'livre',
}));
