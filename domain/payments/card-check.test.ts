import { describe, expect, it } from 'vitest';
import { cardFieldProblem, cardMessages, testCardFormSchema } from './card-check.ts';

const now = new Date(2026, 10, 29);

describe('cardFieldProblem', () => {
  it('says at once what no more typing can mend, and what is unfinished only once the field is left', () => {
    expect(cardFieldProblem('numero', '4242 42', false, now)).toBeNull();
    expect(cardFieldProblem('numero', '4242 42', true, now)).toBe(cardMessages.incompleteNumber);
    expect(cardFieldProblem('numero', '4242 4a', false, now)).toBe(cardMessages.invalidNumber);
    expect(cardFieldProblem('numero', '4242 4242 4242 4241', false, now)).toBe(cardMessages.invalidNumber);
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '5555555555554444', '4000000000009995'])
      expect(cardFieldProblem('numero', card, true, now), card).toBeNull();

    expect(cardFieldProblem('expiration', '1', false, now)).toBeNull();
    expect(cardFieldProblem('expiration', '13', false, now)).toBe(cardMessages.invalidMonth);
    expect(cardFieldProblem('expiration', '12/2', false, now)).toBeNull();
    expect(cardFieldProblem('expiration', '12/2', true, now)).toBe(cardMessages.incompleteExpiry);
    expect(cardFieldProblem('expiration', '12/25', false, now)).toBe(cardMessages.pastYear);
    expect(cardFieldProblem('expiration', '10/26', false, now)).toBe(cardMessages.pastDate);
    expect(cardFieldProblem('expiration', '11/26', false, now)).toBeNull();
    expect(cardFieldProblem('expiration', '12-34', false, now)).toBe(cardMessages.invalidExpiry);

    expect(cardFieldProblem('cryptogramme', '12', false, now)).toBeNull();
    expect(cardFieldProblem('cryptogramme', '12', true, now)).toBe(cardMessages.incompleteCvc);
    expect(cardFieldProblem('cryptogramme', '1x', false, now)).toBe(cardMessages.invalidCvc);
    expect(cardFieldProblem('numero', '', true, now)).toBeNull();
  });

  it('refuses an unfinished card when the form is sent, the empty fields with their own message', () => {
    const result = testCardFormSchema.safeParse({ numero: '4242', expiration: '', cryptogramme: '123' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expiration', 'La date d’expiration est obligatoire'],
      ['numero', cardMessages.incompleteNumber],
    ]);
    const unfinished = testCardFormSchema.safeParse({ numero: '4242', expiration: '12/34', cryptogramme: '12' });
    expect(unfinished.error?.issues.map((i) => i.message)).toEqual([
      cardMessages.incompleteNumber,
      cardMessages.incompleteCvc,
    ]);
    expect(
      testCardFormSchema.safeParse({ numero: '4242424242424242', expiration: '12/34', cryptogramme: '123' }).success,
    ).toBe(true);
  });
});
