import { describe, expect, it } from 'vitest';
import { lifetimes } from '../domain/accounts/index.ts';
import { activationMail, passwordResetMail, validity } from './accounts.ts';

const site = { name: 'Le Phare', publicUrl: 'https://lephare.example' };

describe('link lifetimes in the accounts mails', () => {
  it('writes hours in words', () => {
    expect(validity(3600_000)).toBe('une heure');
    expect(validity(48 * 3600_000)).toBe('48 heures');
  });

  it('say how long the activation and reset links live', () => {
    expect(activationMail(site, { firstname: 'Anne' }, 't', lifetimes.activationMs).text).toContain(
      'Il est valable 48 heures et ne sert qu’une fois.',
    );
    expect(passwordResetMail(site, { firstname: 'Anne' }, 't', lifetimes.resetMs).text).toContain(
      'Il est valable une heure et ne sert qu’une fois.',
    );
  });
});
