import { isRouteErrorResponse } from 'react-router';

/** The body of the 403 a signed-in member gets on a page their roles do not open (decision 0112). */
export const RESERVED_PAGE = 'Page réservée';

/** True for the refusal of a page reserved to roles the member lacks: the error page says so. */
export function isReservedPage(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403 && error.data === RESERVED_PAGE;
}
