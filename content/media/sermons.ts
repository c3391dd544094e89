import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import { para, type paragraphs } from './paragraphs.ts';
import type { CoverEntry, MediaEntry } from './types.ts';
import { quote } from './verses.ts';

type Subject = keyof typeof paragraphs;
type Item = [titre: string, subject: Subject, auteur: string];

const preachers = ['rocher', 'dufour', 'lambert', 'chevalier', 'morel', 'bertrand', 'garnier', 'fabre'];

const exhortationsAudio: Item[] = [
  ['Le Seigneur est mon berger', 'foi', 'rocher'],
  ['Marcher sur les eaux', 'foi', 'dufour'],
  ['Le repos promis', 'grace', 'chevalier'],
  ['La prière de Jabets', 'priere', 'lambert'],
  ['Des murailles relevées', 'service', 'bertrand'],
  ['Une lampe allumée', 'foi', 'morel'],
  ['Le semeur est sorti', 'mission', 'garnier'],
  ['Ne crains point', 'esperance', 'rocher'],
  ['Le bon Samaritain', 'service', 'fabre'],
  ['Les ouvriers de la onzième heure', 'grace', 'dufour'],
  ['Zachée descend de l’arbre', 'grace', 'chevalier'],
  ['Le puits de Sychar', 'grace', 'lambert'],
  ['La tempête apaisée', 'foi', 'morel'],
  ['Élie et la petite voix', 'priere', 'bertrand'],
  ['Les talents confiés', 'service', 'garnier'],
  ['Le matin de Pâques', 'esperance', 'rocher'],
  ['Pierre pardonné', 'grace', 'fabre'],
  ['Une maison sur le roc', 'foi', 'dufour'],
  ['La brebis perdue', 'grace', 'chevalier'],
  ['Veillez et priez', 'priere', 'lambert'],
  ['Daniel dans la fosse', 'foi', 'morel'],
  ['Les noces de Cana', 'louange', 'bertrand'],
  ['Gédéon et ses trois cents', 'foi', 'garnier'],
  ['Nicodème de nuit', 'grace', 'rocher'],
  ['Ruth la fidèle', 'famille', 'marchand'],
  ['Le figuier stérile', 'service', 'fabre'],
  ['Bartimée l’aveugle', 'foi', 'dufour'],
  ['Le serviteur d’Abraham', 'priere', 'chevalier'],
  ['Joseph pardonne à ses frères', 'famille', 'lambert'],
  ['La multiplication des pains', 'service', 'morel'],
];

const exhortationsEcrites: Item[] = [
  ['Fidèle dans les petites choses', 'service', 'vidal'],
  ['Le prix de la paix', 'grace', 'rocher'],
  ['Attendre avec patience', 'esperance', 'garnier'],
  ['La langue, ce petit membre', 'famille', 'dufour'],
  ['Sept fois soixante-dix fois', 'grace', 'lambert'],
  ['L’ancre de l’âme', 'esperance', 'chevalier'],
  ['Une foi qui agit', 'service', 'morel'],
  ['Le secret du contentement', 'foi', 'marchand'],
  ['Garder son cœur', 'famille', 'bertrand'],
  ['Le chemin étroit', 'foi', 'fabre'],
  ['La joie du Seigneur est votre force', 'louange', 'rocher'],
  ['Porter les fardeaux les uns des autres', 'service', 'sabatier'],
  ['Ce que Dieu a préparé', 'esperance', 'vidal'],
  ['Soyez reconnaissants', 'louange', 'garnier'],
  ['L’humilité de Jésus', 'service', 'dufour'],
  ['Le jour du Seigneur', 'priere', 'lambert'],
  ['Ne vous inquiétez de rien', 'priere', 'marchand'],
  ['Courir avec persévérance', 'foi', 'roux'],
  ['L’amour ne périt jamais', 'grace', 'chevalier'],
  ['Sel de la terre', 'mission', 'morel'],
];

const exhortationsVideo: Item[] = [
  ['Dieu cherche des adorateurs', 'louange', 'rocher'],
  ['Le Bon Berger', 'grace', 'dufour'],
  ['Jésus calme la tempête', 'foi', 'lambert'],
  ['Le pardon qui libère', 'grace', 'chevalier'],
  ['La parabole des deux fils', 'grace', 'morel'],
  ['Vivre en enfant de lumière', 'foi', 'bertrand'],
  ['Le vrai repos', 'foi', 'garnier'],
  ['La fidélité de Dieu', 'esperance', 'fabre'],
  ['L’Église, une famille', 'mission', 'rocher'],
  ['Appelés à servir', 'service', 'roux'],
  ['Le retour du Seigneur', 'esperance', 'dufour'],
  ['Un cœur nouveau', 'grace', 'lambert'],
  ['Prier comme Jésus', 'priere', 'chevalier'],
  ['Au pied de la croix', 'grace', 'morel'],
  ['La moisson est grande', 'mission', 'camara'],
];

const temoignagesALire: Item[] = [
  ['Vingt ans de rue, un jour de grâce', 'grace', 'fabre'],
  ['Ma fille est revenue', 'famille', 'marchand'],
  ['Sorti de l’alcool', 'grace', 'fabre'],
  ['Une Bible dans la cellule', 'grace', 'petrov'],
  ['La maladie et la paix', 'esperance', 'sabatier'],
  ['Du doute à la foi', 'foi', 'roux'],
  ['Le camp qui a changé ma vie', 'jeunesse', 'bonnet'],
  ['Veuve à quarante ans', 'esperance', 'vidal'],
  ['Une réconciliation inespérée', 'grace', 'garnier'],
  ['Mon premier Noël chrétien', 'louange', 'camara'],
  ['Quand tout s’écroule', 'esperance', 'marchand'],
  ['J’ai trouvé une famille', 'mission', 'rakoto'],
  ['Guéri de l’amertume', 'grace', 'morel'],
  ['Une lettre de prison', 'grace', 'fabre'],
  ['Sur les bancs de l’école du dimanche', 'jeunesse', 'bonnet'],
];

const conferences: Item[] = [
  ['La Réforme et la Bible en français', 'histoire', 'bertrand'],
  ['Les huguenots des Cévennes', 'histoire', 'chevalier'],
  ['Science et foi : faux conflit ?', 'foi', 'morel'],
  ['La famille chrétienne aujourd’hui', 'famille', 'marchand'],
  ['L’accueil de l’étranger dans la Bible', 'service', 'sabatier'],
  ['Le Réveil de Genève', 'histoire', 'bertrand'],
  ['La souffrance : pourquoi ?', 'esperance', 'lambert'],
  ['Les jeunes et l’Église', 'jeunesse', 'roux'],
  ['L’Évangile à Madagascar', 'mission', 'rakoto'],
  ['Transmettre la foi à ses enfants', 'famille', 'garnier'],
];

const teaching: Record<string, Item[]> = {
  Dieu: [
    ['Dieu créateur', 'foi', 'lambert'],
    ['Dieu est amour', 'grace', 'rocher'],
    ['La sainteté de Dieu', 'foi', 'morel'],
    ['La fidélité de l’Éternel', 'esperance', 'chevalier'],
    ['Dieu, notre Père', 'famille', 'dufour'],
  ],
  'Jésus-Christ': [
    ['La Parole faite chair', 'grace', 'lambert'],
    ['La mort de Jésus', 'grace', 'rocher'],
    ['La résurrection', 'esperance', 'morel'],
    ['Jésus, le seul chemin', 'foi', 'chevalier'],
    ['Le retour de Jésus-Christ', 'esperance', 'dufour'],
  ],
  'Le Saint-Esprit': [
    ['Qui est le Saint-Esprit ?', 'foi', 'garnier'],
    ['La nouvelle naissance', 'grace', 'lambert'],
    ['Le fruit de l’Esprit', 'service', 'morel'],
    ['Les dons de l’Esprit', 'service', 'bertrand'],
    ['Marcher selon l’Esprit', 'foi', 'rocher'],
  ],
  "L'Église": [
    ['Qu’est-ce que l’Église ?', 'mission', 'rocher'],
    ['Le baptême', 'grace', 'dufour'],
    ['La Cène', 'louange', 'lambert'],
    ['Les ministères', 'service', 'chevalier'],
    ['L’unité des croyants', 'mission', 'bertrand'],
  ],
  "L'au-delà": [
    ['Que se passe-t-il après la mort ?', 'esperance', 'lambert'],
    ['Le ciel', 'esperance', 'rocher'],
    ['Le jugement', 'foi', 'morel'],
    ['La résurrection des corps', 'esperance', 'chevalier'],
    ['Toutes choses nouvelles', 'esperance', 'dufour'],
  ],
};

const gospelAudio: Item[] = [
  ['Dieu vous aime', 'grace', 'rocher'],
  ['Qui est Jésus ?', 'foi', 'dufour'],
  ['Le péché et le pardon', 'grace', 'lambert'],
  ['La croix', 'grace', 'chevalier'],
  ['Naître de nouveau', 'grace', 'morel'],
  ['Venez à moi', 'grace', 'bertrand'],
  ['La vie éternelle', 'esperance', 'garnier'],
  ['Une espérance vivante', 'esperance', 'fabre'],
  ['Le chemin du retour', 'grace', 'rocher'],
  ['La paix avec Dieu', 'foi', 'dufour'],
];

const gospelThemes: Item[] = [
  ['La Bible est-elle fiable ?', 'foi', 'morel'],
  ['Pourquoi le mal ?', 'esperance', 'lambert'],
  ['Toutes les religions se valent-elles ?', 'foi', 'chevalier'],
  ['Peut-on recommencer sa vie ?', 'grace', 'fabre'],
  ['La solitude', 'esperance', 'marchand'],
  ['Le sens de la vie', 'foi', 'roux'],
  ['La peur de la mort', 'esperance', 'vidal'],
  ['Être heureux', 'louange', 'garnier'],
];

const gospelTestimonies: Item[] = [
  ['Je cherchais la vérité', 'foi', 'roux'],
  ['Libéré de la peur', 'esperance', 'camara'],
  ['Une mère qui priait', 'famille', 'petrov'],
  ['De l’indifférence à la foi', 'foi', 'sabatier'],
  ['Le jour où j’ai prié', 'priere', 'rakoto'],
  ['Pardonnée', 'grace', 'marchand'],
];

/** A plausible YouTube id (11 characters) made from a number: demo videos load only on click. */
function youtubeId(n: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let x = (n * 2654435761) >>> 0;
  let id = '';
  for (let i = 0; i < 11; i++) {
    id += alphabet[(x + i * 17) % 64];
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  }
  return id;
}

/** First lines, each its own, so that no two neighbouring texts (nor their excerpts in a list) begin alike. */
const openings: ((titre: string) => string)[] = [
  (t) =>
    `Il y a des sujets qu’on croit connaître. « ${t} » en fait partie : reprenons-le, Bible ouverte, sans nous presser.`,
  () =>
    'Cette exhortation a été donnée un dimanche matin, devant une assemblée nombreuse ; nous l’avons gardée presque telle quelle.',
  () =>
    'Une question revient souvent dans nos maisons d’accueil, autour de la table du soir. C’est d’elle que nous partirons.',
  (t) =>
    `Un frère âgé de notre assemblée répétait volontiers : « ${t} ». Il le disait comme on montre un trésor gardé dans sa poche.`,
  () =>
    'Avant d’ouvrir le texte, prenons le temps de prier. Ce que nous allons lire n’est pas une leçon de plus : c’est une parole pour aujourd’hui.',
  () => 'On nous a demandé, à la fin du dernier camp, de reprendre ce message par écrit. Le voici, à peine retouché.',
  (t) => `Le titre est simple : « ${t} ». Le chemin, lui, nous conduira plus loin que nous ne l’aurions pensé.`,
  () => 'Peut-être lisez-vous ces lignes dans un moment difficile. Alors ce message est d’abord pour vous.',
  () =>
    'Dans l’Évangile, Jésus ne répond pas toujours aux questions qu’on lui pose ; il répond souvent à celles qu’on n’ose pas poser.',
  () =>
    'Ce matin-là, la salle était pleine et les enfants un peu agités. Pourtant, quand la Bible fut ouverte, le silence se fit.',
  (t) => `« ${t} » : trois mots qu’on entend parfois trop vite. Arrêtons-nous sur chacun d’eux.`,
  () =>
    'Une lettre reçue cette semaine disait : « Je ne sais plus prier. » C’est à son auteur que nous pensions en préparant ces lignes.',
];

/** Posters of the filmed messages (motif and gradient), in turn. */
const posters: CoverEntry[] = [
  { motif: 'phare', couleurs: ['#12233b', '#2b4a73'] },
  { motif: 'colombe', couleurs: ['#1e3a5f', '#6b8fb5'] },
  { motif: 'croix', couleurs: ['#4a2c14', '#b07a2a'] },
  { motif: 'soleil', couleurs: ['#8a5a10', '#e0a93b'] },
  { motif: 'montagne', couleurs: ['#1d4a3a', '#5e9478'] },
  { motif: 'vagues', couleurs: ['#173049', '#3f7fa8'] },
  { motif: 'livre', couleurs: ['#3b2a12', '#8a6a3a'] },
  { motif: 'epi', couleurs: ['#5a4410', '#c9a44a'] },
];

let n = 0;
/** A spoken text: an opening line of its own, two paragraphs of its subject and a verse. */
function body(titre: string, subject: Subject, long: boolean): { html: string; ref: [string, string] } {
  const k = n++;
  const q = quote(k * 5 + 2);
  const parts = [
    `<p>${openings[k % openings.length](titre)}</p>`,
    `<p>${para(subject, k)}</p>`,
    q.html,
    `<p>${para(subject, k + 1)}</p>`,
  ];
  if (long) parts.push(`<p>${para(subject, k + 2)}</p>`, `<p>${para('grace', k)}</p>`);
  return { html: parts.join('\n'), ref: q.ref };
}

function dateOf(i: number, startYear: number): string {
  const year = startYear + Math.floor(i / 10);
  return `${year}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 27)).padStart(2, '0')}`;
}

interface GroupOptions {
  firstId: number;
  type: number;
  categories: string[];
  audio?: boolean;
  video?: boolean;
  written?: boolean;
  sousTitre: string;
  startYear: number;
  serie?: string;
}

function group(items: Item[], o: GroupOptions): MediaEntry[] {
  return items.map(([titre, subject, auteur], i) => {
    const text = body(titre, subject, !!o.written);
    const preacher = auteur ?? preachers[i % preachers.length];
    const date = dateOf(i, o.startYear);
    return {
      id: o.firstId + i,
      type: o.type,
      titre,
      sousTitre: o.sousTitre,
      contenu: text.html,
      categories: o.categories,
      auteurs: [preacher],
      date,
      dateEvenement: o.audio || o.video ? date : undefined,
      refs: [text.ref],
      serie: o.serie,
      audios: o.audio
        ? [
            {
              nom: titre,
              description: `Prédication enregistrée le ${date.split('-').reverse().join('/')}`,
              secondes: 3 + (i % 3),
            },
            ...(i % 4 === 0
              ? [{ nom: `${titre} (questions et réponses)`, description: 'Échange après la prédication', secondes: 2 }]
              : []),
          ]
        : undefined,
      videos: o.video ? [{ idYoutube: youtubeId(o.firstId + i) }] : undefined,
      // A video's poster, drawn by the seed: its card and its player show it before the click.
      couverture: o.video ? posters[i % posters.length] : undefined,
      pdf: o.written,
      typeObjet: o.written ? 'texte' : o.video ? 'video' : o.audio ? 'audio' : undefined,
      notes: i % 7 === 3 ? ['Texte revu par l’auteur pour la publication en ligne.'] : undefined,
    };
  });
}

/** Exhortations, testimonies, conferences, teaching and gospel messages: 3300–3499. */
export const sermonEntries: MediaEntry[] = [
  ...group(exhortationsAudio, {
    firstId: 3300,
    type: MediaTypeId.EXHORTATION,
    categories: ['exhortationsAudio'],
    audio: true,
    sousTitre: 'Exhortation audio',
    startYear: 2021,
  }),
  ...group(exhortationsEcrites, {
    firstId: 3340,
    type: MediaTypeId.EXHORTATION,
    categories: ['exhortationsEcrite'],
    written: true,
    sousTitre: 'Exhortation écrite',
    startYear: 2022,
  }),
  ...group(exhortationsVideo, {
    firstId: 3370,
    type: MediaTypeId.EXHORTATION,
    categories: ['exhortationsVideo'],
    video: true,
    audio: true,
    sousTitre: 'Exhortation en vidéo',
    startYear: 2023,
  }),
  ...group(temoignagesALire, {
    firstId: 3390,
    type: MediaTypeId.TESTIMONY,
    categories: ['témoignages'],
    written: true,
    sousTitre: 'Témoignage',
    startYear: 2020,
  }),
  ...group(conferences, {
    firstId: 3410,
    type: MediaTypeId.TALK,
    categories: [],
    audio: true,
    video: true,
    sousTitre: 'Conférence',
    startYear: 2019,
    serie: 'Conférences de la convention',
  }),
  ...Object.entries(teaching).flatMap(([theme, items], k) =>
    group(items, {
      firstId: 3430 + k * 10,
      type: MediaTypeId.EXHORTATION,
      categories: [`Enseignement-${theme}`],
      audio: true,
      written: k % 2 === 0,
      sousTitre: `Enseignement : ${theme}`,
      startYear: 2020,
      serie: `Enseignement : ${theme}`,
    }),
  ),
  ...group(gospelAudio, {
    firstId: 3480,
    type: MediaTypeId.EXHORTATION,
    categories: ['decouvrir-l-evangile-messages audios'],
    audio: true,
    sousTitre: 'Message de l’Évangile',
    startYear: 2022,
  }),
  ...group(gospelThemes, {
    firstId: 3500,
    type: MediaTypeId.EXHORTATION,
    categories: ['decouvrir-l-evangile-thèmes divers'],
    written: true,
    sousTitre: 'Thème de réflexion',
    startYear: 2021,
  }),
  ...group(gospelTestimonies, {
    firstId: 3510,
    type: MediaTypeId.TESTIMONY,
    categories: ['decouvrir-l-evangile-témoignages'],
    audio: true,
    written: true,
    sousTitre: 'Témoignage',
    startYear: 2023,
  }),
];
