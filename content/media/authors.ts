import type { AuthorEntry } from './types.ts';

/** Preachers, writers and musicians of the association (fictional people of the demo). */
export const authors: AuthorEntry[] = [
  { cle: 'rocher', prenom: 'Daniel', nom: 'Rocher', pays: 'France', annees: '1948-2019', origine: 'Cévennes' },
  { cle: 'marchand', prenom: 'Élisabeth', nom: 'Marchand', pays: 'France', annees: '1956', origine: 'Normandie' },
  { cle: 'dufour', prenom: 'Samuel', nom: 'Dufour', pays: 'France', annees: '1962', origine: 'Gard' },
  { cle: 'lambert', prenom: 'Pierre', nom: 'Lambert', pays: 'Belgique', annees: '1951', origine: 'Liège' },
  { cle: 'vidal', prenom: 'Marthe', nom: 'Vidal', pays: 'France', annees: '1939-2012', origine: 'Ardèche' },
  { cle: 'fabre', prenom: 'Jean-Baptiste', nom: 'Fabre', pays: 'France', annees: '1970', origine: 'Drôme' },
  { cle: 'garnier', prenom: 'Ruth', nom: 'Garnier', pays: 'Suisse', annees: '1965', origine: 'Vaud' },
  { cle: 'morel', prenom: 'Étienne', nom: 'Morel', pays: 'France', annees: '1958', origine: 'Alsace' },
  { cle: 'bonnet', prenom: 'Lydie', nom: 'Bonnet', pays: 'France', annees: '1974', origine: 'Bretagne' },
  { cle: 'chevalier', prenom: 'Paul', nom: 'Chevalier', pays: 'France', annees: '1944-2021', origine: 'Lozère' },
  { cle: 'sabatier', prenom: 'Anne', nom: 'Sabatier', pays: 'Luxembourg', annees: '1968', origine: 'Esch-sur-Alzette' },
  { cle: 'roux', prenom: 'Timothée', nom: 'Roux', pays: 'France', annees: '1981', origine: 'Hérault' },
  { cle: 'bertrand', prenom: 'Josué', nom: 'Bertrand', pays: 'Suisse', annees: '1960', origine: 'Neuchâtel' },
  { cle: 'rakoto', prenom: 'Naivo', nom: 'Rakotomalala', pays: 'Madagascar', annees: '1972', origine: 'Antananarivo' },
  { cle: 'petrov', prenom: 'Ivan', nom: 'Petrov', pays: 'Bulgarie', annees: '1966', origine: 'Plovdiv' },
  { cle: 'camara', prenom: 'Mamadou', nom: 'Camara', pays: 'Guinée', annees: '1977', origine: 'Conakry' },
  { cle: 'choeur', nom: 'Chœur de la mission', pays: 'France', annees: '1985', origine: 'Anduze' },
  { cle: 'anonyme', nom: 'Auteur inconnu', origine: 'Tradition populaire' },
];
