import { z } from 'zod';
import type { BallotContent, BallotResolution } from '../../db/schema/votes.ts';

/**
 * The vote (spec part 3 §3 "Vote answers", §5, §8): a map of every resolution key of the ballot to Pour, Contre or
 * Abstention. One schema, built from the ballot, for the page, its action and the API. Browser-safe.
 */
export const voteValues = ['Pour', 'Contre', 'Abstention'] as const;
export type VoteValue = (typeof voteValues)[number];
export const DEFAULT_VOTE: VoteValue = 'Pour';

export type { BallotContent, BallotResolution, BallotPart } from '../../db/schema/votes.ts';

/** The spec's messages (§8), character for character, and the refusals of the calls. */
export const voteMessages = {
  success: 'Votre vote à bien été pris en compte',
  thanks: 'Merci',
  closedModal: 'Les votes ont été clôturés ! Vous pouvez seulement consulter',
  closedInline: 'Les votes sont clôturés !',
  alreadyVotedModal: 'Vous avez déjà voté ! Vous ne pouvez pas voter une seconde fois',
  alreadyVotedInline: 'Vous avez déjà voté !',
  notYetOpen: 'Le vote n’est pas encore ouvert',
  unknownBallot: 'Scrutin inconnu',
  noBallot: 'Aucun scrutin n’est ouvert',
  notVoter: 'Vous n’avez pas le droit de vote à cette assemblée générale',
  notVoteAdmin: 'Le rapport des votes est réservé aux administrateurs des votes',
  missing: 'Réponse manquante pour cette résolution',
  unknownKey: 'Résolution inconnue dans ce scrutin',
  notOffered: 'Réponse non proposée pour cette résolution',
  notAMap: 'Le vote doit associer chaque résolution à Pour, Contre ou Abstention',
  badReceiptCode: 'Code de reçu invalide : 12 caractères, sous la forme XXXX-XXXX-XXXX',
} as const;

/**
 * A receipt code to check, as the voter types it: spaces and dashes anywhere, small letters; O read as 0, I and L
 * as 1 (Crockford's base 32). Given back as XXXX-XXXX-XXXX.
 */
export const receiptCheckSchema = z.object({
  code: z
    .string(voteMessages.badReceiptCode)
    .max(40, voteMessages.badReceiptCode)
    .transform((v) => v.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1'))
    .refine((v) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(v), voteMessages.badReceiptCode)
    .transform((v) => `${v.slice(0, 4)}-${v.slice(4, 8)}-${v.slice(8)}`),
});

/** Every resolution of the ballot, both parts, in display order. */
export function resolutionsOf(content: BallotContent): BallotResolution[] {
  return content.parts.flatMap((p) => p.resolutions);
}

/** The values offered for a resolution. */
export function offeredValues(resolution: BallotResolution): readonly VoteValue[] {
  return resolution.abstention ? voteValues : voteValues.slice(0, 2);
}

/**
 * The vote schema of a ballot: exactly its keys, each with one of the values it offers. Unknown keys are refused,
 * not dropped, so that a client sending the wrong ballot's map is told. Made once per set of resolutions (the keys
 * and which offer abstention are all it depends on): the vote page draws its form from it on every request.
 */
export function voteSchema(content: BallotContent) {
  const resolutions = resolutionsOf(content);
  const key = JSON.stringify(resolutions.map((r) => [r.key, Boolean(r.abstention)]));
  let schema = voteSchemas.get(key);
  if (!schema) {
    if (voteSchemas.size >= 100) voteSchemas.clear();
    voteSchemas.set(key, (schema = makeVoteSchema(resolutions)));
  }
  return schema;
}

const voteSchemas = new Map<string, ReturnType<typeof makeVoteSchema>>();

function makeVoteSchema(resolutions: BallotResolution[]) {
  const known = new Set(resolutions.map((r) => r.key));
  const shape = Object.fromEntries(
    resolutions.map((r) => [
      r.key,
      z.enum(offeredValues(r) as [VoteValue, ...VoteValue[]], {
        error: (issue) => (issue.input === undefined ? voteMessages.missing : voteMessages.notOffered),
      }),
    ]),
  );
  return z
    .record(z.string(), z.unknown(), { error: voteMessages.notAMap })
    .superRefine((value, c) => {
      for (const key of Object.keys(value))
        if (!known.has(key)) c.addIssue({ code: 'custom', path: [key], message: voteMessages.unknownKey });
    })
    .pipe(z.object(shape)) as unknown as z.ZodType<Record<string, VoteValue>, Record<string, string>>;
}

/** Where a ballot stands at an instant. */
export type BallotState = 'upcoming' | 'open' | 'closed';

export function ballotState(ballot: { opensAt: Date; closesAt: Date }, now: Date): BallotState {
  if (now < ballot.opensAt) return 'upcoming';
  return now < ballot.closesAt ? 'open' : 'closed';
}
