/**
 * The server refused a submission for good (a CHECK, NOT NULL or type rule, or row-level security): retrying cannot
 * help. The record itself is not deleted: it stays in this browser, and in the outbox as rejected with this reason.
 */
export class SubmissionRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubmissionRejectedError';
  }
}

/** True when the server refused a submission for good; its message is written for the visitor. */
export function isSubmissionRejected(error: unknown): error is SubmissionRejectedError {
  return error instanceof SubmissionRejectedError;
}
