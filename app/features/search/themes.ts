/**
 * The colour of a magazine article's theme (spec part 3 §3): the 15 themes each have one of the design's theme
 * colours (app.css, --color-theme-*); any other theme the default one. Full class names, so that Tailwind finds them.
 */
const themeClasses: Record<string, string> = {
  'sans-theme': 'bg-theme-sans-theme',
  exhortation: 'bg-theme-exhortation',
  histoire: 'bg-theme-histoire',
  temoignage: 'bg-theme-temoignage',
  reflexion: 'bg-theme-reflexion',
  etude: 'bg-theme-etude',
  theologie: 'bg-theme-theologie',
  enseignement: 'bg-theme-enseignement',
  edification: 'bg-theme-edification',
  ethique: 'bg-theme-ethique',
  medical: 'bg-theme-medical',
  'etude-biblique': 'bg-theme-etude-biblique',
  doctrine: 'bg-theme-doctrine',
  societe: 'bg-theme-societe',
  'temoignage-historique': 'bg-theme-temoignage-historique',
};

const defaultThemeClass = 'bg-theme-autre';

/** "Étude Biblique" and "étude biblique" alike → "etude-biblique". */
function themeKey(theme: string): string {
  return theme
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function themeClass(theme: string | null): string {
  return themeClasses[themeKey(theme ?? 'Sans thème')] ?? defaultThemeClass;
}
