import { Invalid } from '../errors.ts';
import { commonPasswordsText } from './data/common-passwords.ts';
import { passwordMessages } from './password-rules.ts';

let list: Set<string> | undefined;

/** True when the password, ignoring case, is one of the 17,950 most common (server only: the list stays off the browser). */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(commonPasswordsText.split('\n'));
  return list.has(password.toLowerCase());
}

export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new Invalid({ [field]: passwordMessages.common });
}
