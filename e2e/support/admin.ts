/** The throwaway admin credential the Playwright config made for this run's build (see playwright.config.ts). */
export function adminCredential(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('Run the browser tests through e2e/playwright.config.ts.');
  return { email, password };
}
