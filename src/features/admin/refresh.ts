/** How often the dashboard re-reads what it shows. */
export const adminRefreshMs = 5000;
/** How often the launch overview re-reads its figures (they count whole tables, and move by the day). */
export const overviewRefreshMs = 60_000;
