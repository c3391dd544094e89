// Worker threads do not inherit the TypeScript loader of the process: register it, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
