/** How often the dashboard re-reads what it shows. */
export const adminRefreshMs = 5000;
