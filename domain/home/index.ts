export { homeBlocks, homeCardRow, listHomeCards, removeHomeCard, writeHomeCard, type HomeCardRow } from './cards.ts';
export { homeCardSchema } from './schemas.ts';
