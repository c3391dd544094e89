import { MediaTypeId } from '../../db/schema/media-kinds.ts';
import { para, type paragraphs } from './paragraphs.ts';
import type { CoverEntry, MediaEntry } from './types.ts';
import { quote } from './verses.ts';

type Subject = keyof typeof paragraphs;

/** Articles, five per issue: title, rubric, subject of its paragraphs, author. */
const articles: [string, string, Subject, string][] = [
  ['Une porte ouverte', 'Éditorial', 'mission', 'rocher'],
  ['Confiance au milieu de la tempête', 'Exhortation', 'foi', 'dufour'],
  ['Abraham, le père des croyants', 'Étude biblique', 'foi', 'lambert'],
  ['Sorti de la nuit', 'Témoignage', 'grace', 'fabre'],
  ['Les camps de l’été', 'Vie de la mission', 'mission', 'bonnet'],
  ['Apprendre à prier', 'Éditorial', 'priere', 'rocher'],
  ['La veuve insistante', 'Étude biblique', 'priere', 'garnier'],
  ['Prier pour nos enfants', 'Famille', 'famille', 'marchand'],
  ['La vieille ferme', 'Histoire', 'histoire', 'chevalier'],
  ['Une réponse inattendue', 'Témoignage', 'priere', 'vidal'],
  ['Le tombeau vide', 'Éditorial', 'esperance', 'rocher'],
  ['Mes yeux le verront', 'Exhortation', 'esperance', 'vidal'],
  ['La résurrection de Lazare', 'Étude biblique', 'esperance', 'morel'],
  ['Au chevet de ma mère', 'Témoignage', 'esperance', 'sabatier'],
  ['Nouvelles de Madagascar', 'Vie de la mission', 'mission', 'rakoto'],
  ['Le fils prodigue', 'Étude biblique', 'grace', 'lambert'],
  ['Pardonner comme on a été pardonné', 'Exhortation', 'grace', 'dufour'],
  ['Réconciliés', 'Témoignage', 'grace', 'fabre'],
  ['Les tentes militaires', 'Histoire', 'histoire', 'chevalier'],
  ['Quand les jeunes doutent', 'Jeunesse', 'jeunesse', 'roux'],
  ['Chanter la foi', 'Éditorial', 'louange', 'rocher'],
  ['Les cantiques du Réveil', 'Histoire', 'louange', 'bertrand'],
  ['Le chœur en répétition', 'Vie de la mission', 'louange', 'garnier'],
  ['Un psaume pour chaque jour', 'Exhortation', 'louange', 'fabre'],
  ['Ma première chorale', 'Témoignage', 'louange', 'bonnet'],
  ['Laver les pieds', 'Étude biblique', 'service', 'morel'],
  ['Les mains invisibles', 'Vie de la mission', 'service', 'sabatier'],
  ['Servir sans bruit', 'Exhortation', 'service', 'dufour'],
  ['La cuisine du camp', 'Témoignage', 'service', 'bonnet'],
  ['Le culte de famille', 'Famille', 'famille', 'marchand'],
  ['Ce que la Bible dit du repos', 'Éditorial', 'foi', 'rocher'],
  ['Venez à moi', 'Exhortation', 'grace', 'chevalier'],
  ['Élie sous le genêt', 'Étude biblique', 'esperance', 'lambert'],
  ['Épuisée, puis relevée', 'Témoignage', 'esperance', 'marchand'],
  ['Une maison pour souffler', 'Vie de la mission', 'mission', 'sabatier'],
  ['La lumière du monde', 'Éditorial', 'grace', 'rocher'],
  ['Marcher dans la lumière', 'Exhortation', 'foi', 'garnier'],
  ['L’aveugle de naissance', 'Étude biblique', 'grace', 'morel'],
  ['J’étais aveugle, et maintenant je vois', 'Témoignage', 'grace', 'petrov'],
  ['Écrans et silence', 'Jeunesse', 'jeunesse', 'roux'],
  ['Rebâtir', 'Éditorial', 'service', 'rocher'],
  ['Néhémie et la prière', 'Étude biblique', 'priere', 'bertrand'],
  ['Les murs de Conakry', 'Vie de la mission', 'mission', 'camara'],
  ['Tenir bon', 'Exhortation', 'foi', 'dufour'],
  ['Soixante ans de mission', 'Histoire', 'histoire', 'chevalier'],
  ['Le fruit de l’Esprit', 'Éditorial', 'service', 'rocher'],
  ['La patience', 'Étude biblique', 'foi', 'garnier'],
  ['La douceur n’est pas la faiblesse', 'Exhortation', 'famille', 'marchand'],
  ['Un été à Plovdiv', 'Vie de la mission', 'mission', 'petrov'],
  ['Questions d’ados', 'Jeunesse', 'jeunesse', 'roux'],
  ['Au milieu de tant d’épreuves', 'Éditorial', 'esperance', 'rocher'],
  ['Job et ses amis', 'Étude biblique', 'esperance', 'lambert'],
  ['Consoler sans discours', 'Exhortation', 'service', 'vidal'],
  ['Le diagnostic', 'Témoignage', 'esperance', 'sabatier'],
  ['Les veillées d’autrefois', 'Histoire', 'histoire', 'chevalier'],
  ['Toutes choses nouvelles', 'Éditorial', 'grace', 'rocher'],
  ['Une nouvelle créature', 'Étude biblique', 'grace', 'morel'],
  ['De la prison à l’assemblée', 'Témoignage', 'grace', 'fabre'],
  ['Les baptêmes de l’été', 'Vie de la mission', 'mission', 'bonnet'],
  ['Regarder vers le ciel', 'Exhortation', 'esperance', 'dufour'],
];

/** The theme of each rubric, among the 15 of spec part 3 §3 (each has its colour); a few articles have their own. */
const rubricThemes: Record<string, string> = {
  Éditorial: 'Réflexion',
  Exhortation: 'Exhortation',
  'Étude biblique': 'Étude Biblique',
  Témoignage: 'Témoignage',
  'Vie de la mission': 'Édification',
  Histoire: 'Histoire',
  Famille: 'Éthique',
  Jeunesse: 'Enseignement',
};
const articleThemes: Record<string, string> = {
  'Le diagnostic': 'Médical',
  'Écrans et silence': 'Société',
  'Une nouvelle créature': 'Doctrine',
  'Job et ses amis': 'Théologie',
  'Les baptêmes de l’été': 'Sans thème',
};

const openings: Record<string, string> = {
  Éditorial: 'Chers amis lecteurs, ce numéro s’ouvre sur une question simple : qu’attendons-nous vraiment de Dieu ?',
  Exhortation: 'Frères et sœurs, arrêtons-nous un instant ; la Parole a quelque chose à nous dire aujourd’hui.',
  'Étude biblique': 'Ouvrons nos Bibles et lisons lentement : chaque mot compte, et le contexte éclaire le texte.',
  Témoignage: 'Je n’aurais jamais pensé écrire ces lignes. Pourtant, il faut que je raconte ce que Dieu a fait !',
  'Vie de la mission':
    'Voici quelques nouvelles de la mission, pour que vous puissiez prier avec nous et vous réjouir avec nous.',
  Histoire: 'Remontons le temps : les anciens de la mission se souviennent encore de ces années-là.',
  Famille: 'À la maison, entre le travail, l’école et les devoirs, où trouver la place pour Dieu ?',
  Jeunesse: 'Tu as peut-être seize ans, et tu te demandes si tout cela est bien sérieux. Bonne question !',
};

const coverColours: [string, string][] = [
  ['#1d3557', '#2e5c8a'],
  ['#1e6b3a', '#0f3d21'],
  ['#7a2e3b', '#3d1f36'],
  ['#8a5a10', '#4a2409'],
];
const motifs: CoverEntry['motif'][] = ['phare', 'vagues', 'montagne', 'colombe', 'soleil', 'croix'];

const firstIssue = 13;
const issueCount = 12;

function issueDate(numero: number): string {
  const k = numero - firstIssue;
  return `${2021 + Math.floor(k / 4)}-${String(3 * ((k % 4) + 1)).padStart(2, '0')}-01`;
}

/** Magazine issues (type 6) 3100–3111 and their articles (type 7) 3120–3179. */
export const magazineEntries: MediaEntry[] = [];

for (let i = 0; i < issueCount; i++) {
  const numero = firstIssue + i;
  const date = issueDate(numero);
  const children: number[] = [];
  for (let j = 0; j < 5; j++) {
    const n = i * 5 + j;
    const [titre, rubric, subject, auteur] = articles[n];
    const q = quote(n * 3 + 1);
    const id = 3120 + n;
    children.push(id);
    magazineEntries.push({
      id,
      type: MediaTypeId.ARTICLE,
      titre,
      sousTitre: rubric,
      theme: articleThemes[titre] ?? rubricThemes[rubric],
      auteurs: [auteur],
      date,
      contenu: [
        `<p>${openings[rubric]}</p>`,
        `<p>${para(subject, n)}</p>`,
        q.html,
        `<p>${para(subject, n + 1)}</p>`,
        `<p>${para(subject, n + 2)}</p>`,
      ].join('\n'),
      refs: [q.ref],
      pdf: true,
      typeObjet: 'article',
    });
  }
  const lead = articles[i * 5][0];
  magazineEntries.push({
    id: 3100 + i,
    type: MediaTypeId.MAGAZINE,
    titre: `Le Phare n° ${numero}`,
    sousTitre: articles[i * 5 + 1][0],
    contenu: `<p>Au sommaire de ce numéro : ${articles
      .slice(i * 5, i * 5 + 5)
      .map((a) => `« ${a[0]} »`)
      .join(', ')}. Bonne lecture !</p>`,
    revue: { nom: 'Le Phare', numero },
    // The issues of the first year are out of print.
    rayon: { niveaux: ['Revues', 'Le Phare'], disponibilite: date < '2022' ? 'epuise' : 'disponible' },
    date,
    couverture: { motif: motifs[i % motifs.length], couleurs: coverColours[i % coverColours.length] },
    enfants: children,
    typeObjet: 'revue',
    notes:
      i % 3 === 0 ? [`Éditorial : « ${lead} ».`, 'Abonnement et anciens numéros : voir la page Revue.'] : undefined,
  });
}
