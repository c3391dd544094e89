import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane),
 * which keeps one verification well under the 150 ms budget on two cores.
 */
/** Algorithm.Argon2id is 2 (a const enum, which this build cannot import by name). */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random secret, verified when the e-mail is unknown so both paths cost the same time. */
let dummy: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummy ??= hashPassword('aucun-compte-ne-porte-ce-mot-de-passe');
  await verifyPassword(await dummy, password);
}
