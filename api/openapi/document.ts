import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { ApiEnv } from '../env.ts';
import { z } from 'zod';

/**
 * The OpenAPI 3.0 document of the declared routes. The schemas are converted by zod's own `z.toJSONSchema`, not by
 * zod-to-openapi: the domain's schemas use `.catch` and `z.preprocess`, which zod's converter reads and the other
 * refuses (decision 0096).
 */

type Schema = Record<string, unknown>;

function jsonSchema(schema: unknown, io: 'input' | 'output'): Schema {
  if (!(schema instanceof z.ZodType)) return schema as Schema;
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Schema;
}

function parameters(where: 'path' | 'query', schema: unknown) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function content(media: Record<string, { schema?: unknown }> | undefined, io: 'input' | 'output') {
  if (!media) return undefined;
  return Object.fromEntries(Object.entries(media).map(([type, m]) => [type, { schema: jsonSchema(m.schema, io) }]));
}

function operation(route: RouteConfig) {
  const { request, responses } = route;
  const body = request?.body as { description?: string; content: Record<string, { schema?: unknown }> } | undefined;
  return {
    tags: route.tags,
    summary: route.summary,
    description: route.description,
    parameters: [
      ...parameters('path', request?.params),
      ...parameters('query', request?.query ?? (route as { documentedQuery?: unknown }).documentedQuery),
    ],
    ...(body && { requestBody: { description: body.description, content: content(body.content, 'input') } }),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, r]) => {
        const answer = r as { description: string; content?: Record<string, { schema?: unknown }> };
        return [status, { description: answer.description, content: content(answer.content, 'output') }];
      }),
    ),
  };
}

/** The routes an app declares, as its registry holds them. */
export function declaredRoutes(app: OpenAPIHono<ApiEnv>): RouteConfig[] {
  return app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route] : []));
}

export function openApiDocument(app: OpenAPIHono<ApiEnv>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of declaredRoutes(app)) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.0.3',
    info: {
      title: 'API du site de la mission',
      version: '1',
      description:
        'Les appels du site et de ses applications. Authentification : `Authorization: Bearer <jeton>` (POST /users/auth).',
    },
    servers: [{ url: '/api' }],
    paths,
  };
}
