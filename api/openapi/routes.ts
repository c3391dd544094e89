import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { Invalid } from '../../domain/errors.ts';
import { databaseId } from '../../domain/fields.ts';
import { fieldErrors } from '../../domain/validation.ts';
import type { ApiEnv } from '../env.ts';

/**
 * Each endpoint is declared once (decision 0096): its path, its inputs from the domain's own zod schemas and its
 * answers, in the router that serves it; /api/openapi.json is made from these declarations.
 */

/**
 * A router whose path and query are checked at the edge with the declared schemas; a failure answers as the domain's
 * own parse does (400 INVALID, one French message per field), through the API's error handler.
 */
export function apiRoutes<Env extends ApiEnv = ApiEnv>() {
  return new OpenAPIHono<Env>({
    defaultHook: (result) => {
      if (!result.success) throw new Invalid(fieldErrors(result.error));
    },
  });
}

/** The API's error shape (api/errors.ts). */
const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

const errorMeaning: Record<number, string> = {
  400: 'Entrée invalide : un message en français par champ (`fields`)',
  401: 'Session absente ou expirée',
  403: 'Accès refusé',
  404: 'Introuvable',
  409: 'Conflit avec une autre modification',
  413: 'Requête trop volumineuse',
  429: 'Trop de tentatives (en-tête Retry-After)',
};

type Responses = RouteConfig['responses'];

/** A JSON answer with its schema, and the errors the endpoint may give (400 always: bad input). */
export function answers(schema: z.ZodType, errors: number[] = [], status = 200, description = 'Réponse'): Responses {
  const responses: Responses = { [status]: { description, content: { 'application/json': { schema } } } };
  for (const code of new Set([400, ...errors]))
    responses[code] = { description: errorMeaning[code], content: { 'application/json': { schema: apiErrorSchema } } };
  return responses;
}

/** A file to download (a workbook, a PDF). */
export function fileAnswer(type: string, errors: number[] = []): Responses {
  const file = {
    description: 'Le fichier',
    content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } },
  };
  return { ...answers(z.never(), errors), 200: file };
}

export const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `{ data }`, the envelope of most answers. */
export const dataOf = (schema: z.ZodType) => z.object({ data: schema });

/**
 * A JSON body, described from the domain's schema. The domain operation parses it (it serves the pages too, and checks
 * who calls before what is sent: 401 before 400); declared here for the document only, so the router adds no second
 * parse with another error shape.
 */
export function jsonBody(schema: z.ZodType, description?: string): NonNullable<RouteConfig['request']>['body'] {
  return { description, content: { 'application/json': { schema: describedOnly(schema) } } };
}

/**
 * A multipart/form-data body: the form's fields from the domain's schema, then the file. Described only: the handler
 * streams the body itself (it is never read whole).
 */
export function fileBody(
  fields: z.ZodObject,
  file: string,
  description?: string,
): NonNullable<RouteConfig['request']>['body'] {
  const described = describedOnly(fields);
  const properties = { ...(described.properties as object), [file]: { type: 'string', format: 'binary' } };
  const schema: Record<string, unknown> = { ...described, properties };
  return { description, content: { 'multipart/form-data': { schema } } };
}

/** A zod schema as the JSON Schema object it describes (which the router does not validate against). */
function describedOnly(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
}

/**
 * A query read after the caller is checked (401 before 400): described in the document, parsed by the domain. The
 * route config's `request.query` would make the router parse it first.
 */
export const afterCaller = (query: z.ZodObject) => ({ documentedQuery: query });

/** A record's id in the path, as the domain reads ids. */
export const idParams = z.object({ id: databaseId() });

/** Any record named by a word in the path (a slug, a code, a key): the domain decides whether it exists. */
export const wordParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, z.string()])) as Record<K, z.ZodString>);
