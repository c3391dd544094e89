export * from './content.ts';
export { getEditorialPage } from './pages.ts';
