// Imported first by server.ts: React and React Router choose their development or production build from
// NODE_ENV when they load, so it must be set before any of them is imported.
process.env.NODE_ENV ??= process.argv.includes('--dev') ? 'development' : 'production';
