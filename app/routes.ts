import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  // Last: every other path is the 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
