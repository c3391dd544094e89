import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { DomainError, Invalid, TooManyRequests, uniqueConflict } from '../domain/errors.ts';
import { isDatabaseUnavailable } from '../platform/database-unavailable.ts';
import { json } from './answer.ts';

const statusOf: Record<string, ContentfulStatusCode> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNAUTHORIZED: 401,
  CONFLICT: 409,
  INVALID: 400,
  TOO_MANY_REQUESTS: 429,
};

export interface ApiError {
  code: string;
  message: string;
  requestId?: string;
  fields?: Record<string, string>;
}

/** Domain errors → HTTP status and one error shape; anything unexpected is logged and answered as 500 without detail. */
export function onApiError(thrown: Error, c: Context): Response {
  const requestId = c.get('requestId') as string | undefined;
  const err = uniqueConflict(thrown) ?? thrown;
  if (err instanceof DomainError) {
    const body: ApiError = { code: err.code, message: err.message, requestId };
    if (err instanceof Invalid) body.fields = err.fields;
    if (err instanceof TooManyRequests) c.header('Retry-After', String(err.retryAfterSeconds));
    return json(c, body, statusOf[err.code] ?? 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 400 ? 'BAD_REQUEST' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'HTTP_ERROR';
    const message = status === 413 ? 'Requête trop volumineuse' : 'Requête invalide';
    return json(c, { code, message, requestId } satisfies ApiError, status);
  }
  if (isDatabaseUnavailable(err)) return apiUnavailable(c, err);
  c.var.log?.error({ err, requestId }, 'erreur non gérée dans l’API');
  return json(c, { code: 'INTERNAL', message: 'Erreur interne du serveur', requestId } satisfies ApiError, 500);
}

/** The database is away (a restart, a failover, a cut): a 503 the client may retry shortly, not a 500. */
function apiUnavailable(c: Context, err: Error): Response {
  const requestId = c.get('requestId') as string | undefined;
  c.var.log?.warn({ err, requestId }, 'API en 503 : base de données injoignable');
  c.header('Retry-After', '5');
  const body: ApiError = {
    code: 'UNAVAILABLE',
    message: 'Service momentanément indisponible, réessayez dans un instant',
    requestId,
  };
  return json(c, body, 503);
}

export function apiNotFound(c: Context): Response {
  return json(
    c,
    { code: 'NOT_FOUND', message: 'Adresse inconnue', requestId: c.get('requestId') } satisfies ApiError,
    404,
  );
}
