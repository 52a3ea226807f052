import { SubmissionRejectedError } from './supabase-adapter';

export * from './schemas';
export { adminData, storageKeys, submissions, type AdminDataPort, type SubmissionKind, type SubmissionRecords, type SubmissionsPort } from './port';
export { SubmissionRejectedError };

/** True when the server refused a submission for good; its message is written for the visitor. */
export function isSubmissionRejected(error: unknown): error is SubmissionRejectedError {
  return error instanceof SubmissionRejectedError;
}
