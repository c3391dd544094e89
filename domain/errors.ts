/**
 * Typed errors thrown by domain operations. The API maps them to HTTP statuses,
 * the web routes to form errors and pages. Messages are French, shown to users as they are.
 */
export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Ressource introuvable') {
    super('NOT_FOUND', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'Accès refusé') {
    super('FORBIDDEN', message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Authentification requise') {
    super('UNAUTHORIZED', message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    message = 'Trop de tentatives, veuillez réessayer plus tard',
    readonly retryAfterSeconds = 60,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/**
 * A write refused by a unique index (PostgreSQL's 23505, in the error or its causes: Drizzle wraps the driver's), as
 * the Conflict it is: two people did the same thing at once and the database kept one. The safety net of the API
 * and the pages, for a race no lock foresaw: a 409 with a message rather than a 500.
 */
export function uniqueConflict(err: unknown): Conflict | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === '23505')
      return new Conflict(
        'Cette modification vient d’être faite par ailleurs : rechargez la page pour voir l’état actuel.',
      );
  return null;
}

/** Bad input: one French message per field. */
export class Invalid extends DomainError {
  constructor(
    readonly fields: FieldErrors,
    message = 'Certains champs sont invalides',
  ) {
    super('INVALID', message);
  }
}
