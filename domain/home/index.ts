export { homeBlocks, homeCardRow, listHomeCards, removeHomeCard, writeHomeCard, type HomeCardRow } from './cards.ts';
export { homeCardIcons, homeCardLanguages, homeCardSchema, type HomeCardLanguage } from './schemas.ts';
