import { adminSettingNames } from '../src/lib/admin-auth';

/**
 * Settings the app no longer reads, each with what replaces it. They are checked when Vite loads its config, not in
 * the app: a VITE_ variable is exposed to the bundle, so the browser code must not even know these names, and a
 * build that sets one fails before anything is bundled.
 */
const retiredSettings: Record<string, string> = {
  // Renamed with Supabase's move to publishable and secret API keys.
  VITE_SUPABASE_ANON_KEY:
    'is no longer read: set VITE_SUPABASE_PUBLISHABLE_KEY to the project\'s publishable key (sb_publishable_…, Settings → API Keys), and remove this variable',
  // An unsalted SHA-256 of the admin password that shipped in the bundle.
  VITE_ADMIN_PASSWORD_SHA256: `is no longer read: set ${adminSettingNames.passwordHash} (PBKDF2-SHA-256, salted) instead, made with \`npm run admin:hash -- <password>\`, and remove this variable`,
};

/** Throws, naming each retired setting `env` still sets (blank counts as unset) and what to do instead. */
export function assertNoRetiredSettings(env: Record<string, string | undefined>): void {
  const problems = Object.entries(retiredSettings)
    .filter(([name]) => (env[name] ?? '').trim() !== '')
    .map(([name, instead]) => `${name}: ${instead}`);
  if (problems.length > 0) {
    throw new Error(`Invalid environment settings:\n${problems.join('\n')}\nSee .env.example.`);
  }
}
