import { ROLE_ADMIN } from '../accounts/index.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

/** Who acts in the back office: a signed-in member, checked to hold ROLE_ADMIN by every staff operation. */
export interface Staff {
  id: number;
  email: string;
  roles: readonly string[];
}

/** Every staff operation starts here: no one (401), a member without ROLE_ADMIN (403). */
export function assertStaff(actor: Staff | null | undefined): asserts actor is Staff {
  if (!actor) throw new Unauthorized();
  if (!actor.roles.includes(ROLE_ADMIN)) throw new Forbidden('Réservé aux administrateurs');
}
