import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** supabase/migrations, applied in file-name order. */
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/**
 * What a hosted Supabase project provides before the first migration runs: the API roles with the grants hosted
 * gives them, the auth schema with auth.users and the claim helpers that read `request.jwt.claims` (set per request
 * by the API server, the way PostgREST does), and the migrations ledger the Supabase CLI keeps.
 */
const bootstrapSql = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role supabase_auth_admin nologin noinherit;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz
);

create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
`;

export type Migration = { version: string; name: string; file: string };

/** The migration files in order; names must be YYYYMMDDHHMMSS_name.sql. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.slice(0, 14), name: file.slice(15, -4), file: path.join(dir, file) }));
}

/**
 * Opens (or creates) the local database: in memory when `persistDir` is undefined, otherwise under
 * `<persistDir>/db`. Bootstraps once, then applies every migration not yet recorded, each in its own transaction.
 */
export async function openDatabase(persistDir?: string): Promise<PGlite> {
  let dataDir: string | undefined;
  if (persistDir) {
    dataDir = path.join(persistDir, 'db');
    mkdirSync(persistDir, { recursive: true });
  }
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const bootstrapped = await db.query<{ ok: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as ok",
  );
  if (!bootstrapped.rows[0]?.ok) {
    await db.transaction(async (tx) => {
      await tx.exec(bootstrapSql);
    });
  }
  await applyMigrations(db);
  return db;
}

/** Applies the migrations the ledger does not list yet; the SQL runs unchanged, as `supabase db push` would. */
export async function applyMigrations(db: PGlite, dir = migrationsDir): Promise<string[]> {
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const done: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    await db.transaction(async (tx) => {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    done.push(migration.version);
  }
  return done;
}

/** True when a persisted database exists under `persistDir`. */
export function hasPersistedDatabase(persistDir: string): boolean {
  return existsSync(path.join(persistDir, 'db', 'PG_VERSION'));
}
