/** React Router's server build, a module made by its Vite plugin (imported by server.ts and server/dev.ts). */
declare module 'virtual:react-router/server-build';
