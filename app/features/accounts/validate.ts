import type { z } from 'zod';

/**
 * Checks a form in the browser with the same zod schema as the action and the API, before it is sent.
 * Returns one message per field (the first issue of each), or null when the form may go.
 */
export function browserErrors(schema: z.ZodType, form: HTMLFormElement): Record<string, string> | null {
  const values = Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
  const result = schema.safeParse(values);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  const first = Object.keys(fields)[0];
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return fields;
}
