/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_STRIPE_DEPOSIT_PRICE_ID?: string;
  readonly VITE_ADMIN_EMAIL?: string;
  readonly VITE_ADMIN_PASSWORD_HASH?: string;
}

/** The year the site was built, for the copyright line (a constant, so prerendered and live HTML agree). */
declare const __BUILD_YEAR__: string;
