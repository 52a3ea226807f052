/** The localStorage key of the submissions outbox (records waiting for the server). */
export const defaultOutboxKey = 'submissions-outbox';
