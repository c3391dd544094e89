/**
 * The 66 books of the Bible in the order of the Louis Segond 1910: full name, three-character short name, testament.
 * Colours group the books by kind (law, history, poetry, prophets, gospels, letters…); all carry white text at AA.
 */
const groups = {
  loi: '#7a3b12',
  histoire: '#8a4b0f',
  poesie: '#6b2d5c',
  grandsProphetes: '#1f4e79',
  petitsProphetes: '#2e5c8a',
  evangiles: '#1e6b3a',
  actes: '#27613f',
  paul: '#5b3a8a',
  generales: '#7a2e3b',
  apocalypse: '#3d3d3d',
} as const;

type Group = keyof typeof groups;

const books: [string, string, Group][] = [
  ['Genèse', 'Gen', 'loi'],
  ['Exode', 'Exo', 'loi'],
  ['Lévitique', 'Lév', 'loi'],
  ['Nombres', 'Nom', 'loi'],
  ['Deutéronome', 'Deu', 'loi'],
  ['Josué', 'Jos', 'histoire'],
  ['Juges', 'Jug', 'histoire'],
  ['Ruth', 'Rut', 'histoire'],
  ['1 Samuel', '1Sa', 'histoire'],
  ['2 Samuel', '2Sa', 'histoire'],
  ['1 Rois', '1Ro', 'histoire'],
  ['2 Rois', '2Ro', 'histoire'],
  ['1 Chroniques', '1Ch', 'histoire'],
  ['2 Chroniques', '2Ch', 'histoire'],
  ['Esdras', 'Esd', 'histoire'],
  ['Néhémie', 'Néh', 'histoire'],
  ['Esther', 'Est', 'histoire'],
  ['Job', 'Job', 'poesie'],
  ['Psaumes', 'Psa', 'poesie'],
  ['Proverbes', 'Pro', 'poesie'],
  ['Ecclésiaste', 'Ecc', 'poesie'],
  ['Cantique des cantiques', 'Can', 'poesie'],
  ['Ésaïe', 'Ésa', 'grandsProphetes'],
  ['Jérémie', 'Jér', 'grandsProphetes'],
  ['Lamentations', 'Lam', 'grandsProphetes'],
  ['Ézéchiel', 'Ézé', 'grandsProphetes'],
  ['Daniel', 'Dan', 'grandsProphetes'],
  ['Osée', 'Osé', 'petitsProphetes'],
  ['Joël', 'Joë', 'petitsProphetes'],
  ['Amos', 'Amo', 'petitsProphetes'],
  ['Abdias', 'Abd', 'petitsProphetes'],
  ['Jonas', 'Jon', 'petitsProphetes'],
  ['Michée', 'Mic', 'petitsProphetes'],
  ['Nahum', 'Nah', 'petitsProphetes'],
  ['Habakuk', 'Hab', 'petitsProphetes'],
  ['Sophonie', 'Sop', 'petitsProphetes'],
  ['Aggée', 'Agg', 'petitsProphetes'],
  ['Zacharie', 'Zac', 'petitsProphetes'],
  ['Malachie', 'Mal', 'petitsProphetes'],
  ['Matthieu', 'Mat', 'evangiles'],
  ['Marc', 'Mar', 'evangiles'],
  ['Luc', 'Luc', 'evangiles'],
  ['Jean', 'Jea', 'evangiles'],
  ['Actes', 'Act', 'actes'],
  ['Romains', 'Rom', 'paul'],
  ['1 Corinthiens', '1Co', 'paul'],
  ['2 Corinthiens', '2Co', 'paul'],
  ['Galates', 'Gal', 'paul'],
  ['Éphésiens', 'Éph', 'paul'],
  ['Philippiens', 'Phi', 'paul'],
  ['Colossiens', 'Col', 'paul'],
  ['1 Thessaloniciens', '1Th', 'paul'],
  ['2 Thessaloniciens', '2Th', 'paul'],
  ['1 Timothée', '1Ti', 'paul'],
  ['2 Timothée', '2Ti', 'paul'],
  ['Tite', 'Tit', 'paul'],
  ['Philémon', 'Phm', 'paul'],
  ['Hébreux', 'Héb', 'generales'],
  ['Jacques', 'Jac', 'generales'],
  ['1 Pierre', '1Pi', 'generales'],
  ['2 Pierre', '2Pi', 'generales'],
  ['1 Jean', '1Je', 'generales'],
  ['2 Jean', '2Je', 'generales'],
  ['3 Jean', '3Je', 'generales'],
  ['Jude', 'Jud', 'generales'],
  ['Apocalypse', 'Apo', 'apocalypse'],
];

export interface BibleBookEntry {
  numLivre: number;
  nom1: string;
  nomSimple3: string;
  testament: 'AT' | 'NT';
  couleur: string;
  /** The reading media of the Bible-in-a-year podcast: 1448 + numLivre (1449 Genèse … 1514 Apocalypse). */
  idMediaLivre: number;
}

export const bibleBooks: BibleBookEntry[] = books.map(([nom1, nomSimple3, group], i) => ({
  numLivre: i + 1,
  nom1,
  nomSimple3,
  testament: i < 39 ? 'AT' : 'NT',
  couleur: groups[group],
  idMediaLivre: 1449 + i,
}));
