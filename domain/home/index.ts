export { homeBlocks, homeCardRow, listHomeCards, removeHomeCard, writeHomeCard, type HomeCardRow } from './cards.ts';
