import { isRouteErrorResponse, Outlet } from 'react-router';
import { ErrorPage } from '../components/shell/ErrorContent.tsx';
import { Shell } from '../components/shell/Shell.tsx';
import { useRootData } from '../components/shell/useRootData.ts';
import type { ShellHandle } from '../page.ts';
import type { Route } from './+types/shell';

/**
 * Every page inside the site's shell. A page's error (its loader, or its action after a form was posted) is drawn
 * here, below the root: React Router runs the loaders above the route that shows an error, so the root's data (strings,
 * menu, site details) is there for the shell, in French or the visitor's language.
 */
/** The shell shows of the member their name alone (the root's data): pages inside it decide for themselves. */
export const handle: ShellHandle = { sameForMembers: true };

export default function SiteShell() {
  // The root could not read the member (the database away): the 503 page, rather than a page drawn signed out.
  if (useRootData().databaseAway) return <ErrorPage status={503} error={null} />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} error={error} />;
}
