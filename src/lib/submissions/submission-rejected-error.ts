/** The server refused a submission for good (a CHECK constraint or another validation): retrying cannot help. */
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
