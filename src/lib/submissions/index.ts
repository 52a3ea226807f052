// Types, schemas and errors of the submissions ports; the instances come from the backend context (useBackend).
export * from './schemas';
export type {
  AdminDataPort,
  AdminDocumentState,
  AdminVendorDocument,
  ComplianceFilter,
  DocumentDecision,
  VendorCompliance,
  AdminListKind,
  AdminListQuery,
  AdminPage,
  AdminStats,
  DepositHistoryEntry,
  DepositTotals,
  ExportRecords,
  ExportProgress,
  InviteResult,
  InviteSelection,
  InviteSkipReason,
  OnboardingHistoryEntry,
  LocalSubmissions,
  OverviewFigure,
  OverviewOfPeriod,
  OverviewPeriod,
  OverviewStanding,
  SubmissionKind,
  SubmissionRecords,
  SubmissionsPort,
  UnmatchedDeposit,
  UnmatchedDetailsSource,
  UnmatchedDepositReason,
} from './port';
export { overviewPeriods } from './port';
export { depositTotalsOf } from './in-memory-admin-query';
export { isSubmissionRejected, SubmissionRejectedError } from './submission-rejected-error';
