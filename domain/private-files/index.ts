export { getPrivateFile, listPrivateFiles, privateFileUrl } from './files.ts';
export { fileRolesSql } from './roles.ts';
