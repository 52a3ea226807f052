import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

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
  email_change varchar(255),
  email_change_token_new varchar(255),
  email_change_token_current varchar(255),
  email_change_confirm_status smallint not null default 0,
  email_change_sent_at timestamptz,
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

-- Hosted Supabase installs extensions into their own schema; migrations name it (create extension ... with schema
-- extensions). PGlite ships the contrib modules the migrations use (see the extensions passed to PGlite.create).
create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
`;

/**
 * The storage schema a hosted project has before the first migration, modelled on supabase/storage's own tenant
 * migrations (migrations/tenant: 0002-storage-schema for the tables and storage.foldername/filename/extension, 0008
 * `public`, 0013/0014 `file_size_limit` in bytes and `allowed_mime_types`, 0016 `version`, 0018 `owner_id`, 0025
 * `user_metadata`, 0046 the grants to the API roles, 0055 `protect_delete`, 0060/0061 the immutable path helpers).
 * Only what the stand-in's Storage serves; RLS is on and no policy exists until a migration adds one. Every statement
 * is idempotent, so it also brings a database created before Storage was served up to date.
 */
export const storageSchemaSql = `
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
`;

export type Migration = { version: string; name: string; file: string };

/** The migration files in order; names must be YYYYMMDDHHMMSS_name.sql. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.slice(0, 14), name: file.slice(15, -4), file: path.join(dir, file) }));
}

// PGlite instantiates the extensions' .so files concurrently while preloading them, the one finishing first while the
// other is half loaded fails before applying its relocations, and the dlopen at first use then links to that stale copy
// (pgcrypto answers every digest with "Cipher cannot be initialized"), so Emscripten's .so preloading is turned off and
// each library is instantiated once, synchronously, when first used.
const loadLibrariesWhenUsed: Extension = {
  name: 'load-libraries-when-used',
  setup: async (_pg, emscriptenOpts) => ({ emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true } }),
};

/**
 * Where migrated snapshots are cached (initdb in WASM is the slow part of a start; loading a snapshot is not): inside
 * this checkout, because checkouts with other migrations on the same machine would otherwise replace each other's.
 */
const snapshotDir = fileURLToPath(new URL('../../node_modules/.cache/doorkeep-local-stack/', import.meta.url));

/** A key that changes whenever the bootstrap, any migration or the PGlite build changes. */
function snapshotKey(dir: string): string {
  const hash = createHash('sha256').update(bootstrapSql).update(storageSchemaSql);
  const pglite = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const migration of listMigrations(dir)) hash.update(migration.file).update(readFileSync(migration.file));
  return hash.digest('hex').slice(0, 24);
}

// Kept as a plain tar: unpacking a gzipped one cost more CPU at every start than reading the larger file.
function readSnapshot(key: string): Blob | undefined {
  const file = path.join(snapshotDir, `${key}.tar`);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

async function writeSnapshot(db: PGlite, key: string): Promise<void> {
  try {
    mkdirSync(snapshotDir, { recursive: true });
    const dump = await db.dumpDataDir('none');
    const temp = path.join(snapshotDir, `${key}.${randomUUID()}.tmp`);
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, path.join(snapshotDir, `${key}.tar`));
    // Snapshots of older migrations are never read again.
    for (const file of readdirSync(snapshotDir)) {
      if (file.endsWith('.tar') && file !== `${key}.tar`) rmSync(path.join(snapshotDir, file), { force: true });
    }
  } catch (error) {
    console.warn('[local-stack] could not cache the database snapshot:', (error as Error).message);
  }
}

/**
 * Opens (or creates) the local database: in memory when `persistDir` is undefined, otherwise under
 * `<persistDir>/db`. A new database starts from a cached snapshot of exactly these migrations when one exists;
 * otherwise it is bootstrapped and every migration is applied in order (and the result cached). An existing
 * database gets the migrations it has not recorded yet.
 */
export async function openDatabase(persistDir?: string): Promise<PGlite> {
  let dataDir: string | undefined;
  if (persistDir) {
    dataDir = path.join(persistDir, 'db');
    mkdirSync(persistDir, { recursive: true });
  }
  const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const key = snapshotKey(migrationsDir);
  const snapshot = fresh ? readSnapshot(key) : undefined;
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { loadLibrariesWhenUsed, pg_trgm, pgcrypto },
  });
  const bootstrapped = await db.query<{ ok: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as ok",
  );
  if (!bootstrapped.rows[0]?.ok) {
    await db.transaction(async (tx) => {
      await tx.exec(bootstrapSql);
    });
  }
  // A database created before the stand-in served Storage gets the schema now, before any migration needs it.
  const hasStorage = await db.query<{ ok: boolean }>("select to_regclass('storage.objects') is not null as ok");
  if (!hasStorage.rows[0]?.ok) {
    await db.transaction(async (tx) => {
      await tx.exec(storageSchemaSql);
    });
  }
  const applied = await applyMigrations(db);
  if (fresh && !snapshot && applied.length > 0) await writeSnapshot(db, key);
  return db;
}

/**
 * Makes sure the snapshot of the current migrations exists, so that stacks started at the same time (parallel test
 * workers) all load it instead of each running initdb and every migration.
 */
export async function prepareDatabaseSnapshot(): Promise<void> {
  if (readSnapshotExists(snapshotKey(migrationsDir))) return;
  const db = await openDatabase();
  await db.close();
}

function readSnapshotExists(key: string): boolean {
  return existsSync(path.join(snapshotDir, `${key}.tar`));
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
