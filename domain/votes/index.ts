/**
 * General-assembly votes by correspondence: ballots as data, one secret vote per member and ballot, the report.
 * Browser code imports ./schemas.ts directly.
 */
export { findBallot, getBallot, scheduleBallot, type BallotView } from './ballots.ts';
export { canStillVote, castVote, newReceiptCode, ROLE_AG_VOTE, ROLE_AG_VOTE_ADMIN, type Voter } from './vote.ts';
export { reportOverview, downloadReport } from './report.ts';
export * from './schemas.ts';
