/**
 * General-assembly votes by correspondence: ballots as data, one secret vote per member and ballot, the report.
 * Browser code imports ./schemas.ts directly.
 */
export { findBallot, getBallot, saveBallot, scheduleBallot, viewOf, type Ballot, type BallotView } from './ballots.ts';
export { canStillVote, castVote, sendBallotReceipt, ROLE_AG_VOTE, ROLE_AG_VOTE_ADMIN, type Voter } from './vote.ts';
export { checkReceipt, type ReceiptState } from './receipt.ts';
export { MIX_BATCH, settleClosedBallot } from './mixing.ts';
export { ballotKeyFile, codeHash } from './secrecy.ts';
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
