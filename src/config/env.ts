import { z } from 'zod';
import {
  adminPasswordHashPattern,
  adminPasswordMinIterations,
  adminSettingNames,
  retiredAdminSettingName,
} from '@/lib/admin-auth';

/**
 * Build-time settings, validated once at start-up. A missing or malformed variable fails here with one clear
 * message instead of somewhere deep in a feature. `.env.example` lists every variable.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  VITE_SUPABASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VITE_SUPABASE_ANON_KEY: optionalText,
  VITE_STRIPE_DEPOSIT_PRICE_ID: optionalText,
  VITE_ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  VITE_ADMIN_PASSWORD_HASH: optionalText.pipe(
    z
      .string()
      .regex(
        adminPasswordHashPattern,
        'must be pbkdf2-sha256:<iterations>:<salt>:<hash> as printed by `npm run admin:hash -- <password>`',
      )
      .refine(
        (value) => Number(adminPasswordHashPattern.exec(value)?.[1]) >= adminPasswordMinIterations,
        `needs at least ${adminPasswordMinIterations} PBKDF2 iterations; make it with \`npm run admin:hash -- <password>\``,
      )
      .optional(),
  ),
  // Retired: an unsalted SHA-256 that shipped in the bundle. A build that still sets it fails with what to do.
  [retiredAdminSettingName]: optionalText.pipe(
    z
      .undefined({
        error: `is no longer read: set ${adminSettingNames.passwordHash} (PBKDF2-SHA-256, salted) instead, made with \`npm run admin:hash -- <password>\`, and remove this variable`,
      })
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Parses raw `import.meta.env`-like values; exported for tests. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment settings:\n${problems.join('\n')}\nSee .env.example.`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
