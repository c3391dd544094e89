export { getPrivateFile, listPrivateFiles, privateFileUrl } from './files.ts';
