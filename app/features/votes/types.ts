/** A ballot as the vote pages receive it from their loader. */
export type { BallotView as VoteBallot } from '../../../domain/votes/index.ts';
