/** The localStorage key of the submissions outbox (records waiting for the server). */
export const defaultOutboxKey = 'submissions-outbox';

/** True when this browser's outbox holds something (any text but an empty list; the adapter validates it). */
export function outboxHasEntries(): boolean {
  try {
    const stored = window.localStorage.getItem(defaultOutboxKey);
    return stored !== null && stored.trim() !== '[]' && stored.trim() !== '';
  } catch {
    return false;
  }
}
