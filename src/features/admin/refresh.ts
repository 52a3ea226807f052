/** How often the dashboard re-reads what it shows (SPEC section 9). */
export const adminRefreshMs = 5000;
