export {
  getPrivateFile,
  listPrivateFiles,
  privateFileUrl,
  type PrivateFileEntry,
  type PrivateServableFile,
} from './files.ts';
export { fileRolesSql } from './roles.ts';
