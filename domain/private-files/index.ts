export {
  getPrivateFile,
  listPrivateFiles,
  privateFileUrl,
  type PrivateFileEntry,
  type PrivateServableFile,
} from './files.ts';
