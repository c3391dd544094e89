import { describe, expect, it } from 'vitest';
import { anonymousRoles, grantableRoles, hasRole, memberRoles } from './roles.ts';

describe('hasRole', () => {
  it('passes a holder of one of the required roles', () => {
    expect(hasRole(['ROLE_PUBLIC', 'ROLE_REU_DIRECT'], ['ROLE_REU_DIRECT', 'ROLE_PASTORALE'])).toBe(true);
  });

  it('refuses the others', () => {
    expect(hasRole(['ROLE_PUBLIC', 'ROLE_CONNECTED'], ['ROLE_REU_DIRECT'])).toBe(false);
    expect(hasRole([], ['ROLE_PUBLIC'])).toBe(false);
  });

  it('lets ROLE_ADMIN pass every check', () => {
    expect(hasRole(['ROLE_ADMIN'], ['ROLE_REU_DIRECT'])).toBe(true);
    expect(hasRole(['ROLE_ADMIN'], ['ROLE_AG_VOTE_ADMIN'])).toBe(true);
  });

  it('lets everyone pass when nothing is required', () => {
    expect(hasRole(anonymousRoles, [])).toBe(true);
  });
});

describe('the implied roles', () => {
  it('gives a visitor ROLE_PUBLIC only', () => {
    expect(anonymousRoles).toEqual(['ROLE_PUBLIC']);
  });

  it('gives a member ROLE_PUBLIC and ROLE_CONNECTED first, then the stored roles once, sorted', () => {
    expect(memberRoles(['ROLE_PASTORALE', 'ROLE_CONNECTED', 'ROLE_ADMIN', 'ROLE_ADMIN'])).toEqual([
      'ROLE_PUBLIC',
      'ROLE_CONNECTED',
      'ROLE_ADMIN',
      'ROLE_PASTORALE',
    ]);
  });

  it('never lets an implied role be granted', () => {
    expect(grantableRoles).not.toContain('ROLE_PUBLIC');
    expect(grantableRoles).not.toContain('ROLE_CONNECTED');
    expect(grantableRoles).toContain('ROLE_ADMIN');
  });
});
