import type { SearchEngine } from './engine.ts';
import { postgresEngine } from './postgres.ts';

/** The engine both search screens use: PostgreSQL itself (decision 0052). A hosted engine would be chosen here. */
export const searchEngine: SearchEngine = postgresEngine;
