import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { assertStaff, type Staff } from '../../../domain/admin/index.ts';
import { json } from '../../answer.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { afterCaller, answers, apiRoutes, dataOf, fileAnswer, jsonBody } from '../../openapi/routes.ts';
import { staffOf } from './staff.ts';

/** A back-office call's variables: the staff member its middleware checked. */
export interface StaffEnv extends ApiEnv {
  Variables: ApiEnv['Variables'] & { staff: Staff };
}

/**
 * The staff check of a back-office call, before its path is parsed: a visitor is refused 401 and a member 403
 * whatever the path holds; read from the database, so a role revoked on another process is refused at once.
 */
const staffOnly = createMiddleware<StaffEnv>(async (c, next) => {
  // The route's own variables are the API's until this check has run.
  const staff = await staffOf(c as unknown as Context<ApiEnv>);
  assertStaff(staff);
  c.set('staff', staff);
  await next();
});

/** One back-office call as declared: what the document says of it, and what it does. */
interface StaffCall<P extends z.ZodObject> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  /** Parsed at the edge (400 INVALID with French field messages), after the staff check. */
  params?: P;
  /** The list's query, parsed by the domain operation (its schema's `.catch` keeps a bad value from refusing). */
  query?: z.ZodObject;
  /** The JSON body, parsed by the domain operation (the same schema as the back office's form). */
  body?: z.ZodType;
  /** The answer's `data`; or, for a download, the file's media type. */
  answer: z.ZodType | { file: string };
  /** Statuses besides 400, 401 and 403. */
  errors?: number[];
  status?: 200 | 201;
  /**
   * The domain operation with the staff member, the parsed path and, when the call has a body, the JSON object sent
   * (else 400 « Le corps de la requête doit être du JSON valide »); a download returns its Response.
   */
  run: (c: Context<StaffEnv>, staff: Staff, params: z.output<P>, body: Record<string, unknown>) => Promise<unknown>;
}

/** Declares a back-office call (typed by its path's schema); `staffRoutes` mounts a list of them. */
export function staffCall<P extends z.ZodObject = z.ZodObject<Record<string, never>>>(call: StaffCall<P>) {
  return call as unknown as StaffCall<z.ZodObject>;
}

/**
 * A router of back-office calls, each declared once (decision 0096): its path and parameters, its query and body from
 * the domain's schemas, its answer `{ data }` (or a file) and its errors, behind the staff check.
 */
export function staffRoutes(calls: StaffCall<z.ZodObject>[]): OpenAPIHono<StaffEnv> {
  const router = apiRoutes<StaffEnv>();
  for (const call of calls) {
    const errors = [401, 403, ...(call.errors ?? [])];
    const route = createRoute({
      method: call.method,
      path: call.path,
      tags: [call.tag],
      summary: call.summary,
      middleware: [staffOnly],
      request: {
        ...(call.params && { params: call.params }),
        ...(call.body && { body: jsonBody(call.body) }),
      },
      ...(call.query && afterCaller(call.query)),
      responses:
        'file' in call.answer
          ? fileAnswer(call.answer.file, errors)
          : answers(dataOf(call.answer), errors, call.status ?? 200),
    });
    router.openapi(route, async (c) => {
      const params = (call.params ? c.req.valid('param' as never) : {}) as z.output<z.ZodObject>;
      const body = call.body ? await readJson(c) : {};
      const result = await call.run(c as unknown as Context<StaffEnv>, c.var.staff, params, body);
      return result instanceof Response ? result : json(c, { data: result }, call.status ?? 200);
    });
  }
  return router;
}
