/**
 * General-assembly votes by correspondence: ballots as data, one secret vote per member and ballot, the report.
 * Browser code imports ./schemas.ts directly.
 */
export { findBallot, getBallot, scheduleBallot, type BallotView } from './ballots.ts';
export {
  ballotForVoter,
  canStillVote,
  castVote,
  sendBallotReceipt,
  ROLE_AG_VOTE,
  ROLE_AG_VOTE_ADMIN,
  type Voter,
} from './vote.ts';
export { checkReceipt } from './receipt.ts';
export { MIX_BATCH } from './mixing.ts';
export { codeHash } from './secrecy.ts';
export { ballotReport, reportOverview, downloadReport } from './report.ts';
export * from './schemas.ts';
