import { describe, expect, it } from 'vitest';
import { invitationFormSchema, invitationSchema } from './schemas.ts';

describe('an invitation’s names', () => {
  it('are stored as on registration (spec part 1 §5), from the command and from the back office alike', () => {
    const invited = { email: 'marie@exemple.fr', firstname: 'marie-hélène', lastname: 'le roy' };
    const fromCommand = invitationSchema.parse({ ...invited, chorale: true, orchestre: false });
    const fromForm = invitationFormSchema.parse({ ...invited, chorale: 'on' });
    for (const parsed of [fromCommand, fromForm])
      expect([parsed.firstname, parsed.lastname]).toEqual(['Marie-Hélène', 'LE ROY']);
  });
});
