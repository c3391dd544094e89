import { vote2021 } from './vote.ts';
import { vote2024 } from './vote2024.ts';

/** Every ballot of the site, oldest first. A new assembly adds its file here: data, no new code. */
export const ballots = [vote2021, vote2024];
