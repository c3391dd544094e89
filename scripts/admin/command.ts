import type { Ctx } from '../../domain/context.ts';

/** A staff command of one area (npm run admin -- <name> …): answers what to print. */
export interface AdminCommand {
  name: string;
  usage: string;
  run(ctx: Ctx, args: string[]): Promise<string>;
}

/** The value after `--name`, if given. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Every value given after `--name` (a repeatable option). */
export function options(args: string[], name: string): string[] {
  return args.flatMap((a, i) => (a === `--${name}` && args[i + 1] ? [args[i + 1]] : []));
}
