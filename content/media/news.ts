import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import type { CoverEntry, MediaEntry } from './types.ts';

/** News of the association: title, date, text, picture. */
const news: [string, string, string, CoverEntry][] = [
  [
    'Inscriptions ouvertes pour les camps d’été',
    '2026-11-15',
    "Les inscriptions aux camps d'été 2027 sont ouvertes : camps d'enfants (7–11 ans), d'adolescents (12–15 ans) et de jeunes (16–25 ans). Les places partent vite ; inscrivez-vous tôt !",
    { motif: 'soleil', couleurs: ['#e0a93b', '#8a5a10'] },
  ],
  [
    'Convention d’automne : merci !',
    '2026-10-28',
    "Plus de huit cents personnes ont participé à la convention d'automne. Les prédications sont disponibles dans la médiathèque, en audio et en vidéo. Merci aux bénévoles de la cuisine et de l'accueil !",
    { motif: 'phare', couleurs: ['#1d3557', '#2e5c8a'] },
  ],
  [
    'Le numéro 24 de la revue est paru',
    '2026-10-01',
    "Le nouveau numéro de la revue Le Phare est arrivé. Au sommaire : l'espérance au milieu des épreuves, une étude sur Job et des nouvelles de Guinée.",
    { motif: 'livre', couleurs: ['#7a2e3b', '#3d1f36'] },
  ],
  [
    'Une nouvelle maison d’accueil en Belgique',
    '2026-09-12',
    "Une maison d'accueil ouvre ses portes près de Liège. Elle recevra des personnes seules ou en difficulté, pour quelques semaines ou quelques mois.",
    { motif: 'phare', couleurs: ['#1e6b3a', '#1d3557'] },
  ],
  [
    'Concert du chœur et de l’orchestre',
    '2026-08-30',
    "Le chœur et l'orchestre de la mission donneront un concert de cantiques le dimanche 6 décembre à 15 h. Entrée libre, collecte à la sortie.",
    { motif: 'colombe', couleurs: ['#5b3a8a', '#12233b'] },
  ],
  [
    'Nouvelles de Madagascar',
    '2026-07-18',
    "Trois nouvelles écoles du dimanche ont été ouvertes sur les hauts plateaux. Merci de prier pour les moniteurs et pour les familles qui découvrent l'Évangile.",
    { motif: 'montagne', couleurs: ['#a4262c', '#7a3b12'] },
  ],
  [
    'Les baptêmes de l’été',
    '2026-07-05',
    'Vingt-trois personnes ont été baptisées cet été, au bord de la rivière, devant leurs familles et leurs amis. Quelle joie !',
    { motif: 'vagues', couleurs: ['#1f4e79', '#3a7ca5'] },
  ],
  [
    'Travaux au centre de vacances',
    '2026-06-10',
    'Le centre de vacances fait peau neuve : nouveaux sanitaires, cuisine rénovée, dortoirs repeints. Les équipes de bénévoles sont les bienvenues en juin.',
    { motif: 'montagne', couleurs: ['#8a4b0f', '#5c3a1a'] },
  ],
  [
    'Un puits pour le village de Kindia',
    '2026-05-22',
    "Grâce à vos dons, un puits a été creusé près de Kindia, en Guinée. Deux cents familles ont maintenant de l'eau potable à proximité.",
    { motif: 'vagues', couleurs: ['#1e6b3a', '#0f3d21'] },
  ],
  [
    'Journée portes ouvertes',
    '2026-05-02',
    "Venez découvrir nos maisons d'accueil, la librairie et le centre de vacances le samedi 23 mai. Visites, chants et repas partagé.",
    { motif: 'phare', couleurs: ['#c98f22', '#8a5a10'] },
  ],
  [
    'Fête de Pâques dans les assemblées',
    '2026-04-06',
    "Dans toutes nos assemblées, la fête de Pâques a rassemblé petits et grands autour de la bonne nouvelle : « Il n'est point ici, mais il est ressuscité. »",
    { motif: 'croix', couleurs: ['#7a2e3b', '#1d3557'] },
  ],
  [
    'Nouveau livre : Vivre ensemble',
    '2026-03-15',
    "Anne Sabatier raconte la vie communautaire de nos maisons d'accueil. Le livre est disponible à la librairie et en commande en ligne.",
    { motif: 'livre', couleurs: ['#7a2e3b', '#1d3557'] },
  ],
  [
    'Formation des moniteurs',
    '2026-02-20',
    'La formation des moniteurs de camp aura lieu pendant les vacances de printemps : pédagogie, sécurité, animation des temps bibliques.',
    { motif: 'epi', couleurs: ['#27613f', '#1e6b3a'] },
  ],
  [
    'Semaine de prière',
    '2026-01-10',
    "Du 11 au 17 janvier, toutes les assemblées de la mission se réunissent chaque soir pour prier ensemble. Un livret de prière est disponible à l'accueil.",
    { motif: 'colombe', couleurs: ['#2e5c8a', '#1d3557'] },
  ],
  [
    'Noël avec les familles accueillies',
    '2025-12-28',
    "Le repas de Noël a réuni cent vingt personnes à la maison d'accueil d'Anduze : un moment de joie simple autour de la crèche et des cantiques.",
    { motif: 'soleil', couleurs: ['#a4262c', '#8a5a10'] },
  ],
  [
    'Mission en Bulgarie : nouvelles',
    '2025-11-30',
    "L'assemblée de Plovdiv a inauguré sa nouvelle salle. Les réunions de jeunes attirent chaque semaine une trentaine de participants.",
    { motif: 'montagne', couleurs: ['#1e6b3a', '#1d3557'] },
  ],
  [
    'Soixante ans de la mission',
    '2025-10-15',
    "La mission a fêté ses soixante ans. Une exposition retrace son histoire, des premiers camps sous la tente aux églises d'aujourd'hui.",
    { motif: 'phare', couleurs: ['#1d3557', '#e0a93b'] },
  ],
  [
    'Retraite des anciens',
    '2025-09-20',
    'Les anciens de nos assemblées se sont retrouvés trois jours pour prier, étudier la Parole et partager leurs expériences.',
    { motif: 'livre', couleurs: ['#3d3d3d', '#1d3557'] },
  ],
  [
    'Camp de ski pour les jeunes',
    '2025-09-01',
    "Un camp de ski est proposé aux jeunes de 16 à 25 ans pendant les vacances d'hiver, dans les Alpes suisses. Places limitées.",
    { motif: 'montagne', couleurs: ['#2e5c8a', '#8ec5e8'] },
  ],
  [
    'La librairie déménage',
    '2025-08-12',
    "La librairie s'installe dans des locaux plus grands, au rez-de-chaussée de la maison d'accueil. Plus de place pour les livres et pour un coin café !",
    { motif: 'livre', couleurs: ['#8a5a10', '#c98f22'] },
  ],
];

/** News (type 15) 3600–3619, the news page collection 1984 (all) and the home's news collection 1983 (latest six). */
const newsEntries: MediaEntry[] = news.map(([titre, date, texte, couverture], i) => ({
  id: 3600 + i,
  type: MediaTypeId.NEWS,
  titre,
  contenu: `<p>${texte}</p>`,
  date,
  couverture,
  typeObjet: 'actualite',
}));

export const newsCollections: MediaEntry[] = [
  ...newsEntries,
  {
    id: 1984,
    type: MediaTypeId.COLLECTION,
    titre: 'Actualités',
    sousTitre: 'Les nouvelles de la mission',
    contenu: '<p>Toutes les nouvelles de la mission, des assemblées, des camps et des maisons d’accueil.</p>',
    enfants: newsEntries.map((n) => n.id),
    typeObjet: 'collection',
  },
  {
    id: 1983,
    type: MediaTypeId.COLLECTION,
    titre: 'Dernières nouvelles',
    contenu: '<p>Les six dernières nouvelles, affichées sur la page d’accueil.</p>',
    enfants: newsEntries.slice(0, 6).map((n) => n.id),
    typeObjet: 'collection',
  },
];
