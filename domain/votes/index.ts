/**
 * General-assembly votes by correspondence: ballots as data, one secret vote per member and ballot, the report.
 * Browser code imports ./schemas.ts directly.
 */
export { findBallot, getBallot, saveBallot, scheduleBallot, viewOf, type Ballot, type BallotView } from './ballots.ts';
export { canStillVote, castVote, newReceiptCode, ROLE_AG_VOTE, ROLE_AG_VOTE_ADMIN, type Voter } from './vote.ts';
export {
  ballotReport,
  reportOverview,
  type BallotTurnout,
  downloadReport,
  reportWorkbook,
  REPORT_FILE_NAME,
  type BallotReport,
  type ReportReader,
  type ResolutionCount,
} from './report.ts';
export * from './schemas.ts';
