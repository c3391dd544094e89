// Worker threads do not inherit the TypeScript loader of the process: register it, then load the worker's module,
// named by the last argument (see typeScriptWorker).
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
