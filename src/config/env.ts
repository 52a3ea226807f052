import { z } from 'zod';

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
  VITE_ADMIN_PASSWORD_SHA256: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'must be the hex SHA-256 of the admin password')
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
