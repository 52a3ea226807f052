// @vitest-environment node
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, lendWindowForStorageCleanup, signInAdmin, signUpOwner } from './support.ts';

/**
 * One permission matrix: every API role × every table and view of the public schema × select, insert, update,
 * delete. Each cell is computed by trying the operation through /rest/v1 with that role's token on seeded rows, and
 * compared with EXPECTED below; a policy or grant that changes without this table changing fails the test, and so
 * does a public table or view the matrix does not list. The computed matrix is printed (console.info).
 *
 * Rows are tagged: A and B are owner A's and owner B's, V1 and V2 vendor 1's and vendor 2's (approved applications
 * linked by the invite); rows of tables no user owns are tagged A and B all the same. Each role acts on one target row:
 * owner A on A's, owner B on A's (someone else's), "vendor own" on V1's application (A's row elsewhere), "vendor other"
 * (vendor 1 signed in) on V2's application (A's row elsewhere), admin and service role on A's.
 *
 * Cells:
 *   select  all | own (only the caller's rows) | none (no error, no rows) | refused (an error)
 *   insert  initial only (a row in its initial state goes in; forged state, user_id or deposit is refused) |
 *           any (forged rows go in too) | ok (no forged variant applies) | refused.
 *           A unique violation (23505) counts as allowed: Postgres checks policies before unique indexes.
 *   update  ok (the target changed) | none (no error, target unchanged: filtered by RLS) | refused
 *   delete  ok (the target is gone) | none | refused
 * Deletes run last and the service role last of all, so the only delete that succeeds removes nothing a later cell reads.
 */
lendWindowForStorageCleanup();

const ROLES = ['anon', 'owner A', 'owner B', 'vendor own', 'vendor other', 'admin', 'service'] as const;
type Role = (typeof ROLES)[number];
const OPS = ['select', 'insert', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
type Tag = 'A' | 'B' | 'V1' | 'V2';

// prettier-ignore
const EXPECTED: Record<string, Record<Op, readonly [string, string, string, string, string, string, string]>> = {
  //                              anon            owner A         owner B         vendor own      vendor other    admin           service
  waitlist_signups: {
    select:                     ['refused',      'own',          'own',          'own',          'own',          'all',          'all'],
    insert:                     ['initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'any'],
    update:                     ['refused',      'none',         'none',         'none',         'none',         'ok',           'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  // Who moved an owner's onboarding status and when: the admin reads it, only the server writes it.
  waitlist_onboarding_events: {
    select:                     ['refused',      'none',         'none',         'none',         'none',         'all',          'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  my_waitlist_signup: {
    select:                     ['refused',      'own',          'own',          'own',          'own',          'none',         'none'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
  },
  newsletter_signups: {
    select:                     ['refused',      'none',         'none',         'none',         'none',         'all',          'all'],
    insert:                     ['initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'any'],
    update:                     ['refused',      'none',         'none',         'none',         'none',         'ok',           'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  vendor_applications: {
    select:                     ['refused',      'none',         'none',         'own',          'own',          'all',          'all'],
    insert:                     ['initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'any'],
    update:                     ['refused',      'none',         'none',         'ok',           'none',         'ok',           'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  // The vendor files a document and replaces it until it is verified; only an admin decides (a decision is a status,
  // not a new date, so the admin's date change is refused) and only the service role deletes.
  vendor_documents: {
    select:                     ['refused',      'own',          'own',          'own',          'own',          'all',          'all'],
    insert:                     ['refused',      'refused',      'refused',      'initial only', 'initial only', 'refused',      'any'],
    update:                     ['refused',      'none',         'none',         'ok',           'none',         'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  // An owner keeps their own property profile; an admin reads every property and files or changes none for an
  // owner; a vendor adds none.
  // Targets differ from the other tables so that no delete removes a later role's target (see target()).
  properties: {
    select:                     ['refused',      'own',          'own',          'own',          'own',          'all',          'all'],
    insert:                     ['refused',      'initial only', 'initial only', 'refused',      'refused',      'refused',      'any'],
    update:                     ['refused',      'ok',           'none',         'none',         'none',         'none',         'ok'],
    delete:                     ['refused',      'ok',           'none',         'none',         'none',         'none',         'ok'],
  },
  // Slots are the admin's to read; owners see open times through open_onboarding_call_slots(). Every change to a
  // slot or a call goes through the booking functions (EXPECTED_CALL_FUNCTIONS), none through the table.
  onboarding_call_slots: {
    select:                     ['refused',      'none',         'none',         'none',         'none',         'all',          'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  onboarding_calls: {
    select:                     ['refused',      'own',          'own',          'none',         'none',         'all',          'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  support_messages: {
    select:                     ['refused',      'none',         'none',         'none',         'none',         'all',          'all'],
    insert:                     ['initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'initial only', 'any'],
    update:                     ['refused',      'none',         'none',         'none',         'none',         'ok',           'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  stripe_customers: {
    select:                     ['refused',      'own',          'own',          'none',         'none',         'none',         'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  stripe_subscriptions: {
    select:                     ['refused',      'own',          'own',          'none',         'none',         'none',         'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  stripe_orders: {
    select:                     ['refused',      'own',          'own',          'none',         'none',         'none',         'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  stripe_user_subscriptions: {
    select:                     ['refused',      'own',          'own',          'none',         'none',         'none',         'none'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
  },
  stripe_user_orders: {
    select:                     ['refused',      'own',          'own',          'none',         'none',         'none',         'none'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'refused'],
  },
  stripe_webhook_events: {
    select:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  stripe_refunds: {
    select:                     ['refused',      'none',         'none',         'none',         'none',         'all',          'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  unmatched_deposits: {
    select:                     ['refused',      'none',         'none',         'none',         'none',         'all',          'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  submission_limits: {
    select:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  submission_counters: {
    select:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  mail_outbox: {
    select:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  newsletter_tokens: {
    select:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
  mail_limits: {
    select:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'all'],
    insert:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    update:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
    delete:                     ['refused',      'refused',      'refused',      'refused',      'refused',      'refused',      'ok'],
  },
};

let stack: LocalStack;
const run = randomUUID().slice(0, 6).toUpperCase().replace(/[^A-Z0-9]/g, 'X');
let serial = 0;
/** A unique 9-character [A-Z0-9] code (client ids) and a unique lower-case token (other keys, e-mails). */
const code9 = () => `${run}${String(++serial).padStart(3, '0')}`.slice(-9).padStart(9, 'M');
const token = () => `mx${run.toLowerCase()}${++serial}`;

const users: Partial<Record<Tag | 'spare' | 'admin', string>> = {};
const clients = {} as Record<Role, SupabaseClient>;
/** Key of each relation's seeded row per tag. */
const seeded: Record<string, Partial<Record<Tag, string>>> = {};
const customerOf: Partial<Record<Tag, string>> = {};
/** The id of A's waitlist signup, which the onboarding history's inserts name. */
let onboardingSignupA = '';

const sql = async (text: string, params: unknown[] = []) => (await stack.db.query<Record<string, unknown>>(text, params)).rows;

/** Each relation: its key column, what it knows of owners, and how the matrix writes to it. */
type Relation = {
  key: string;
  /** The tags seeded (all four where the relation has vendor rows). */
  tags: Tag[];
  /** Whose rows a tag's row is, for 'own' (absent: nobody's). */
  owned?: boolean;
  /** A row in its initial state, as the role would send it; forged variants that must not go in. */
  insert: (self: string | null, other: string) => Record<string, unknown>;
  forged?: (self: string | null, other: string) => Record<string, unknown>[];
  /** A change to the target, and where its value is read back (base table, key column, column). */
  update: (current: string | null, i: number) => Record<string, unknown>;
  readBack: { table: string; key: string; column: string };
};

const email = () => `${token()}@example.com`;
const waitlistRow = () => ({ client_id: `WAIT-${code9()}`, first_name: 'Mia', last_name: 'Matrix', email: email(), phone: '(702) 555-0101' });
const vendorRow = () => ({
  client_id: `VEN-${code9()}`,
  application_number: `VN-${code9()}`,
  company: `Matrix ${serial} LLC`,
  contact: 'Max Matrix',
  email: email(),
  phone: '(702) 555-0102',
  sms_number: '(702) 555-0103',
  year_established: 2010,
  number_of_employees: '2-5',
  service_address: '1 Grid St',
  service_city: 'Las Vegas',
  service_state: 'NV',
  service_zip_code: '89101',
  service_area_radius: '25',
  contact_hours: 'Weekends Only',
});
const propertyRow = (owner: string) => ({
  owner_id: owner,
  street_address: `${serial++} Grid St`,
  city: 'Las Vegas',
  state: 'NV',
  zip: '89101',
  property_type: 'single_family',
  units: 1,
  monthly_rent: 1800,
  managed_by: 'self',
});
let slotSerial = 0;
/** A distinct whole minute months ahead, for the matrix's call slots. */
const matrixSlotTime = (i = 0) => new Date(Date.UTC(2031, 0, 1) + (++slotSerial * 100 + i) * 60 * 60_000).toISOString();
/** The free slot the service role's call insert books. */
let spareSlot = '';
let spareSlotStart = '';
const supportRow = () => ({ client_id: `DK-${code9()}`, name: 'Max', email: email(), subject: 'Matrix', message: 'Hello' });

const RELATIONS: Record<string, Relation> = {
  waitlist_signups: {
    key: 'client_id',
    tags: ['A', 'B', 'V1', 'V2'],
    owned: true,
    insert: () => waitlistRow(),
    forged: (_self, other) => [
      { ...waitlistRow(), deposit_paid: true },
      { ...waitlistRow(), user_id: other },
      { ...waitlistRow(), status: 'confirmed' },
      // The onboarding status is the admin's and the server's (20261201000000_onboarding_status.sql).
      { ...waitlistRow(), onboarding_status: 'invited' },
      { ...waitlistRow(), invited_at: '2026-01-01T00:00:00Z' },
    ],
    update: (_c, i) => ({ phone: `(702) 555-02${String(i).padStart(2, '0')}` }),
    readBack: { table: 'waitlist_signups', key: 'client_id', column: 'phone' },
  },
  waitlist_onboarding_events: {
    key: 'id',
    tags: ['A', 'B'],
    insert: () => ({ signup_id: Number(onboardingSignupA), to_status: 'invited', changed_by_role: 'system' }),
    update: (_c, i) => ({ changed_at: `200${i}-01-01T00:00:00+00:00` }),
    readBack: { table: 'waitlist_onboarding_events', key: 'id', column: "to_char(changed_at at time zone 'UTC', 'YYYY')" },
  },
  my_waitlist_signup: {
    key: 'client_id',
    tags: ['A', 'B', 'V1', 'V2'],
    owned: true,
    insert: () => waitlistRow(),
    update: (_c, i) => ({ phone: `(702) 555-03${String(i).padStart(2, '0')}` }),
    readBack: { table: 'waitlist_signups', key: 'client_id', column: 'phone' },
  },
  newsletter_signups: {
    key: 'client_id',
    tags: ['A', 'B'],
    insert: () => ({ client_id: `NEWS-${code9()}`, email: email() }),
    // Double opt-in: a reader is confirmed or unsubscribed only through their e-mailed links.
    forged: () => [
      { client_id: `NEWS-${code9()}`, email: email(), confirmed_at: new Date().toISOString() },
      { client_id: `NEWS-${code9()}`, email: email(), unsubscribed_at: new Date().toISOString() },
    ],
    update: (_c, i) => ({ source: `matrix-${i}` }),
    readBack: { table: 'newsletter_signups', key: 'client_id', column: 'source' },
  },
  vendor_applications: {
    key: 'client_id',
    tags: ['A', 'B', 'V1', 'V2'],
    owned: true,
    insert: () => vendorRow(),
    forged: (self, other) => [
      { ...vendorRow(), user_id: self ?? other },
      { ...vendorRow(), status: 'approved', approved_date: '2026-01-01' },
    ],
    update: (_c, i) => ({ contact: `Matrix Contact ${i}` }),
    readBack: { table: 'vendor_applications', key: 'client_id', column: 'contact' },
  },
  support_messages: {
    key: 'client_id',
    tags: ['A', 'B', 'V1', 'V2'],
    owned: true,
    insert: () => supportRow(),
    forged: (_self, other) => [
      { ...supportRow(), status: 'closed' },
      { ...supportRow(), user_id: other },
      // Who last changed the status is the server's record (20261125080000_support_status.sql).
      { ...supportRow(), status_changed_by: other },
      { ...supportRow(), status_changed_at: '2026-01-01T00:00:00Z' },
    ],
    update: (current) => ({ priority: current === 'high' ? 'urgent' : 'high' }),
    readBack: { table: 'support_messages', key: 'client_id', column: 'priority' },
  },
  vendor_documents: {
    key: 'id',
    tags: ['A', 'B', 'V1', 'V2'],
    owned: true,
    insert: (self, other) => ({ vendor_id: self ?? other, kind: 'w9', storage_path: `${self ?? other}/w9.pdf` }),
    forged: (self, other) => [
      { vendor_id: self ?? other, kind: 'insurance', storage_path: `${self ?? other}/coi.pdf`, status: 'verified' },
      { vendor_id: other, kind: 'insurance', storage_path: `${other}/coi.pdf` },
    ],
    update: (_c, i) => ({ expires_on: `2030-01-${String(i + 1).padStart(2, '0')}` }),
    readBack: { table: 'vendor_documents', key: 'id', column: "coalesce(expires_on::text, '')" },
  },
  properties: {
    key: 'id',
    tags: ['A', 'B', 'V1', 'V2'],
    owned: true,
    insert: (self, other) => propertyRow(self ?? other),
    // The owner is the caller, and the times are the server's.
    forged: (self, other) => [propertyRow(other), { ...propertyRow(self ?? other), created_at: '2001-01-01T00:00:00Z' }],
    update: (_c, i) => ({ units: 10 + i }),
    readBack: { table: 'properties', key: 'id', column: 'units' },
  },
  onboarding_call_slots: {
    key: 'id',
    tags: ['A', 'B'],
    insert: () => ({ starts_at: matrixSlotTime() }),
    update: (_c, i) => ({ starts_at: matrixSlotTime(i) }),
    readBack: { table: 'onboarding_call_slots', key: 'id', column: 'starts_at' },
  },
  onboarding_calls: {
    key: 'id',
    tags: ['A', 'B'],
    owned: true,
    insert: () => ({ owner_id: users.spare, slot_id: spareSlot, starts_at: spareSlotStart }),
    update: (_c, i) => ({ time_zone: `Matrix/Zone${i}` }),
    readBack: { table: 'onboarding_calls', key: 'id', column: "coalesce(time_zone, '')" },
  },
  stripe_customers: {
    key: 'customer_id',
    tags: ['A', 'B'],
    owned: true,
    insert: () => ({ user_id: users.spare, customer_id: `cus_${token()}` }),
    // updated_at is kept by a trigger; deleted_at is what the service role really changes (after every read cell).
    update: (_c, i) => ({ deleted_at: `200${i}-01-01T00:00:00+00:00` }),
    readBack: { table: 'stripe_customers', key: 'customer_id', column: "coalesce(to_char(deleted_at at time zone 'UTC', 'YYYY'), '')" },
  },
  stripe_subscriptions: {
    key: 'customer_id',
    tags: ['A', 'B'],
    owned: true,
    insert: () => ({ customer_id: `cus_${token()}`, status: 'active' }),
    update: (_c, i) => ({ payment_method_brand: `brand-${i}` }),
    readBack: { table: 'stripe_subscriptions', key: 'customer_id', column: 'payment_method_brand' },
  },
  stripe_orders: {
    key: 'checkout_session_id',
    tags: ['A', 'B'],
    owned: true,
    insert: () => ({ checkout_session_id: `cs_${token()}`, customer_id: `cus_${token()}` }),
    update: (_c, i) => ({ currency: `c${i}` }),
    readBack: { table: 'stripe_orders', key: 'checkout_session_id', column: 'currency' },
  },
  stripe_user_subscriptions: {
    key: 'customer_id',
    tags: ['A', 'B'],
    owned: true,
    insert: () => ({ customer_id: `cus_${token()}` }),
    update: (_c, i) => ({ payment_method_brand: `view-brand-${i}` }),
    readBack: { table: 'stripe_subscriptions', key: 'customer_id', column: 'payment_method_brand' },
  },
  stripe_user_orders: {
    key: 'checkout_session_id',
    tags: ['A', 'B'],
    owned: true,
    insert: () => ({ checkout_session_id: `cs_${token()}` }),
    update: (_c, i) => ({ currency: `v${i}` }),
    readBack: { table: 'stripe_orders', key: 'checkout_session_id', column: 'currency' },
  },
  stripe_webhook_events: {
    key: 'event_id',
    tags: ['A', 'B'],
    insert: () => ({ event_id: `evt_${token()}`, type: 'matrix.test' }),
    update: (_c, i) => ({ type: `matrix.${i}` }),
    readBack: { table: 'stripe_webhook_events', key: 'event_id', column: 'type' },
  },
  stripe_refunds: {
    key: 'payment_intent_id',
    tags: ['A', 'B'],
    insert: () => ({ payment_intent_id: `pi_${token()}` }),
    update: (_c, i) => ({ currency: `r${i}` }),
    readBack: { table: 'stripe_refunds', key: 'payment_intent_id', column: 'currency' },
  },
  unmatched_deposits: {
    key: 'checkout_session_id',
    tags: ['A', 'B'],
    insert: () => ({ checkout_session_id: `cs_${token()}`, reason: 'no_waitlist_row' }),
    update: (_c, i) => ({ currency: `u${i}` }),
    readBack: { table: 'unmatched_deposits', key: 'checkout_session_id', column: 'currency' },
  },
  submission_limits: {
    key: 'name',
    tags: ['A', 'B'],
    // Both names exist already: the service role's insert is a unique violation, i.e. allowed by policy and grant.
    insert: () => ({ name: 'per_email', max_count: 5, window_seconds: 3600 }),
    update: (_c, i) => ({ max_count: 1000 + i }),
    readBack: { table: 'submission_limits', key: 'name', column: 'max_count' },
  },
  submission_counters: {
    key: 'subject',
    tags: ['A', 'B'],
    insert: () => ({ bucket: 'matrix', subject: token(), window_start: new Date().toISOString() }),
    update: (_c, i) => ({ hits: 100 + i }),
    readBack: { table: 'submission_counters', key: 'subject', column: 'hits' },
  },
  mail_outbox: {
    key: 'event_key',
    tags: ['A', 'B'],
    insert: () => ({ event_key: `matrix/${token()}`, template: 'support_acknowledgement', recipient: email() }),
    update: (_c, i) => ({ last_error: `matrix ${i}` }),
    readBack: { table: 'mail_outbox', key: 'event_key', column: 'last_error' },
  },
  newsletter_tokens: {
    key: 'signup_id',
    tags: ['A', 'B'],
    // A's signup has its tokens already (the signup trigger wrote them): the service role's insert is a primary-key
    // violation, i.e. allowed by policy and grant.
    insert: () => ({ signup_id: Number(seeded.newsletter_tokens!.A), unsubscribe_token_hash: '\\x00' }),
    update: (_c, i) => ({ confirmations: 100 + i }),
    readBack: { table: 'newsletter_tokens', key: 'signup_id', column: 'confirmations' },
  },
  mail_limits: {
    key: 'name',
    // One setting only, so one seeded row (every role's target is A's row anyway).
    tags: ['A'],
    // The one name exists already: the service role's insert is a unique violation, i.e. allowed by policy and grant.
    insert: () => ({ name: 'per_recipient', max_count: 10, window_seconds: 3600 }),
    update: (_c, i) => ({ max_count: 1000 + i }),
    readBack: { table: 'mail_limits', key: 'name', column: 'max_count' },
  },
};

/** Seeds one row per tag of every relation, as the server would have written them (SQL as the owner). */
async function seed() {
  const ownerOf = (tag: Tag) => users[tag]!;
  seeded.waitlist_signups = {};
  seeded.support_messages = {};
  seeded.vendor_applications = {};
  for (const tag of ['A', 'B', 'V1', 'V2'] as Tag[]) {
    const w = waitlistRow();
    await sql('insert into public.waitlist_signups (client_id, user_id, first_name, last_name, email, phone) values ($1, $2, $3, $4, $5, $6)', [
      w.client_id, ownerOf(tag), w.first_name, w.last_name, w.email, w.phone,
    ]);
    seeded.waitlist_signups[tag] = w.client_id;
    const s = supportRow();
    await sql('insert into public.support_messages (client_id, user_id, name, email, subject, message) values ($1, $2, $3, $4, $5, $6)', [
      s.client_id, ownerOf(tag), s.name, s.email, s.subject, s.message,
    ]);
    seeded.support_messages[tag] = s.client_id;
    // Owners' applications are unlinked (a visitor's insert cannot link one); the vendors' are approved and linked.
    const v = vendorRow();
    const vendor = tag === 'V1' || tag === 'V2';
    await sql(
      `insert into public.vendor_applications (client_id, application_number, company, contact, email, phone, sms_number,
         year_established, number_of_employees, service_address, service_city, service_state, service_zip_code,
         service_area_radius, contact_hours, user_id, status, approved_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [v.client_id, v.application_number, v.company, v.contact, v.email, v.phone, v.sms_number, v.year_established,
        v.number_of_employees, v.service_address, v.service_city, v.service_state, v.service_zip_code,
        v.service_area_radius, v.contact_hours, vendor ? ownerOf(tag) : null, vendor ? 'approved' : 'pending', vendor ? '2026-01-02' : null],
    );
    seeded.vendor_applications[tag] = v.client_id;
    seeded.vendor_documents ??= {};
    const doc = await sql(
      "insert into public.vendor_documents (vendor_id, kind, storage_path) values ($1, 'license', $2) returning id::text",
      [ownerOf(tag), `${ownerOf(tag)}/license.pdf`],
    );
    seeded.vendor_documents[tag] = (doc[0] as { id: string }).id;
    seeded.properties ??= {};
    const p = propertyRow(ownerOf(tag));
    const home = await sql(
      `insert into public.properties (owner_id, street_address, city, state, zip, property_type, units, monthly_rent, managed_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::text`,
      [p.owner_id, p.street_address, p.city, p.state, p.zip, p.property_type, p.units, p.monthly_rent, p.managed_by],
    );
    seeded.properties[tag] = (home[0] as { id: string }).id;
  }
  seeded.my_waitlist_signup = seeded.waitlist_signups;
  // One status change on A's and on B's signup, as the admin's invitation records it.
  seeded.waitlist_onboarding_events = {};
  for (const tag of ['A', 'B'] as Tag[]) {
    const event = await sql(
      `insert into public.waitlist_onboarding_events (signup_id, from_status, to_status, changed_by_role)
       select id, 'waitlisted', 'invited', 'admin' from public.waitlist_signups where client_id = $1 returning id::text, signup_id::text`,
      [seeded.waitlist_signups[tag]],
    );
    seeded.waitlist_onboarding_events[tag] = (event[0] as { id: string }).id;
    if (tag === 'A') onboardingSignupA = (event[0] as { signup_id: string }).signup_id;
  }
  for (const name of ['newsletter_signups', 'stripe_customers', 'stripe_subscriptions', 'stripe_orders', 'stripe_user_subscriptions',
    'stripe_user_orders', 'stripe_webhook_events', 'stripe_refunds', 'unmatched_deposits', 'submission_limits', 'submission_counters', 'mail_outbox', 'mail_limits', 'newsletter_tokens']) {
    seeded[name] = {};
  }
  for (const tag of ['A', 'B'] as Tag[]) {
    const customer = `cus_${token()}`;
    customerOf[tag] = customer;
    const session = `cs_${token()}`;
    await sql('insert into public.newsletter_signups (client_id, email) values ($1, $2)', [(seeded.newsletter_signups[tag] = `NEWS-${code9()}`), email()]);
    const signup = await sql('select id from public.newsletter_signups where client_id = $1', [seeded.newsletter_signups[tag]]);
    seeded.newsletter_tokens[tag] = String((signup[0] as { id: number }).id);
    await sql('insert into public.stripe_customers (user_id, customer_id) values ($1, $2)', [ownerOf(tag), customer]);
    await sql("insert into public.stripe_subscriptions (customer_id, status) values ($1, 'active')", [customer]);
    await sql('insert into public.stripe_orders (checkout_session_id, customer_id, amount_total, currency) values ($1, $2, 9900, $3)', [session, customer, 'usd']);
    seeded.stripe_customers[tag] = customer;
    seeded.stripe_subscriptions[tag] = customer;
    seeded.stripe_user_subscriptions[tag] = customer;
    seeded.stripe_orders[tag] = session;
    seeded.stripe_user_orders[tag] = session;
    await sql("insert into public.stripe_webhook_events (event_id, type) values ($1, 'seed')", [(seeded.stripe_webhook_events[tag] = `evt_${token()}`)]);
    await sql('insert into public.stripe_refunds (payment_intent_id) values ($1)', [(seeded.stripe_refunds[tag] = `pi_${token()}`)]);
    await sql("insert into public.unmatched_deposits (checkout_session_id, reason) values ($1, 'no_waitlist_row')", [(seeded.unmatched_deposits[tag] = `cs_${token()}`)]);
    await sql("insert into public.submission_counters (bucket, subject, window_start) values ('matrix', $1, now())", [(seeded.submission_counters[tag] = token())]);
  }
  // Two free slots (the targets), and a call of owners A and B, each on a slot of its own that no cell deletes.
  seeded.onboarding_call_slots = {};
  seeded.onboarding_calls = {};
  for (const tag of ['A', 'B'] as Tag[]) {
    const free = await sql('insert into public.onboarding_call_slots (starts_at) values ($1) returning id::text', [matrixSlotTime()]);
    seeded.onboarding_call_slots[tag] = (free[0] as { id: string }).id;
    const start = matrixSlotTime();
    const taken = await sql('insert into public.onboarding_call_slots (starts_at) values ($1) returning id::text', [start]);
    const call = await sql('insert into public.onboarding_calls (owner_id, slot_id, starts_at) values ($1, $2, $3) returning id::text', [
      ownerOf(tag),
      (taken[0] as { id: string }).id,
      start,
    ]);
    seeded.onboarding_calls[tag] = (call[0] as { id: string }).id;
  }
  spareSlotStart = matrixSlotTime();
  spareSlot = ((await sql('insert into public.onboarding_call_slots (starts_at) values ($1) returning id::text', [spareSlotStart]))[0] as { id: string }).id;
  seeded.submission_limits = { A: 'per_email', B: 'per_address' };
  seeded.mail_limits = { A: 'per_recipient' };
  for (const tag of ['A', 'B'] as Tag[]) {
    await sql("insert into public.mail_outbox (event_key, template, recipient) values ($1, 'support_acknowledgement', $2)", [
      (seeded.mail_outbox[tag] = `matrix/${token()}`),
      email(),
    ]);
  }
}

/** The tag a role acts on, and the tags it owns. */
function target(role: Role, relation: string): Tag {
  if (relation === 'vendor_applications' && role === 'vendor own') return 'V1';
  if (relation === 'vendor_applications' && role === 'vendor other') return 'V2';
  if (relation === 'vendor_documents' && role === 'vendor own') return 'V1';
  if (relation === 'vendor_documents' && role === 'vendor other') return 'V2';
  // Owner A deletes their own property, so everyone after acts on a row nobody before has deleted: owner B (someone
  // else's) and vendor 1 on V1's, vendor 1 on V2's, the admin and the service role on B's.
  if (relation === 'properties') {
    const targets: Record<Role, Tag> = { anon: 'A', 'owner A': 'A', 'owner B': 'V1', 'vendor own': 'V1', 'vendor other': 'V2', admin: 'B', service: 'B' };
    return targets[role];
  }
  return 'A';
}
const ownTags = (role: Role): Tag[] =>
  role === 'owner A' ? ['A'] : role === 'owner B' ? ['B'] : role === 'vendor own' || role === 'vendor other' ? ['V1'] : [];
const selfId = (role: Role): string | null =>
  role === 'owner A' ? users.A! : role === 'owner B' ? users.B! : role.startsWith('vendor') ? users.V1! : null;
const otherId = (role: Role): string => (role === 'owner A' ? users.B! : users.A!);

const allowedConflict = (error: { code?: string } | null) => error?.code === '23505';

async function trySelect(role: Role, name: string): Promise<string> {
  const relation = RELATIONS[name]!;
  const keys = relation.tags.map((tag) => seeded[name]![tag]!);
  const { data, error } = await clients[role].from(name).select(relation.key).in(relation.key, keys);
  if (error) return 'refused';
  const seen = new Set(((data ?? []) as unknown as Record<string, string | number>[]).map((row) => relation.tags.find((tag) => seeded[name]![tag] === String(row[relation.key]))));
  if (seen.size === 0) return 'none';
  if (seen.size === relation.tags.length) return 'all';
  const own = ownTags(role).filter((tag) => relation.tags.includes(tag));
  if (relation.owned && own.length === seen.size && own.every((tag) => seen.has(tag))) return 'own';
  return `some: ${[...seen].sort().join('+')}`;
}

async function tryInsert(role: Role, name: string): Promise<string> {
  const relation = RELATIONS[name]!;
  const client = clients[role];
  const initial = await client.from(name).insert(relation.insert(selfId(role), otherId(role)));
  if (initial.error && !allowedConflict(initial.error)) return 'refused';
  const forged = relation.forged?.(selfId(role), otherId(role)) ?? [];
  if (forged.length === 0) return 'ok';
  let passed = 0;
  for (const row of forged) {
    const { error } = await client.from(name).insert(row);
    if (!error || allowedConflict(error)) passed += 1;
  }
  return passed === 0 ? 'initial only' : passed === forged.length ? 'any' : `initial + ${passed} of ${forged.length} forged`;
}

async function readBack(name: string, key: string): Promise<string | null> {
  const { table, key: keyColumn, column } = RELATIONS[name]!.readBack;
  const rows = await sql(`select (${column})::text as v from public.${table} where ${keyColumn} = $1`, [key]);
  return rows.length === 0 ? null : ((rows[0]!.v as string | null) ?? '');
}

async function tryUpdate(role: Role, name: string, i: number): Promise<string> {
  const relation = RELATIONS[name]!;
  const key = seeded[name]![target(role, name)]!;
  const before = await readBack(name, key);
  const patch = relation.update(before, i);
  const { error } = await clients[role].from(name).update(patch).eq(relation.key, key);
  if (error) return 'refused';
  const after = await readBack(name, key);
  return after !== before ? 'ok' : 'none';
}

async function tryDelete(role: Role, name: string): Promise<string> {
  const relation = RELATIONS[name]!;
  const key = seeded[name]![target(role, name)]!;
  const { error } = await clients[role].from(name).delete().eq(relation.key, key);
  if (error) return 'refused';
  return (await readBack(name, key)) === null ? 'ok' : 'none';
}

function format(actual: Record<string, Record<Op, string[]>>): string {
  const header = ['relation', 'op', ...ROLES];
  const rows: string[][] = [];
  for (const [name, ops] of Object.entries(actual)) {
    for (const op of OPS) {
      rows.push([name, op, ...ops[op].map((cell, i) => (cell === EXPECTED[name]?.[op][i] ? cell : `${cell} ≠ ${EXPECTED[name]?.[op][i] ?? '?'}`))]);
    }
  }
  const widths = header.map((_, c) => Math.max(header[c]!.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.map(line)].join('\n');
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  const service = createTestClient(stack, stack.secretKey);
  const ownerA = await signUpOwner(stack, 'matrix-a');
  const ownerB = await signUpOwner(stack, 'matrix-b');
  const admin = await signInAdmin(stack);
  users.A = ownerA.user.id;
  users.B = ownerB.user.id;
  users.admin = admin.user.id;
  // Vendors as vendor-invite leaves them: app_metadata { role: 'vendor', application_id } set by the server.
  for (const tag of ['V1', 'V2'] as const) {
    const created = await service.auth.admin.createUser({ email: email(), password: 'vendor-pass-123', email_confirm: true, app_metadata: { role: 'vendor' } });
    if (created.error) throw created.error;
    users[tag] = created.data.user.id;
  }
  const spare = await service.auth.admin.createUser({ email: email(), password: 'spare-pass-123', email_confirm: true });
  if (spare.error) throw spare.error;
  users.spare = spare.data.user.id;
  await seed();
  for (const tag of ['V1', 'V2'] as const) {
    const application = seeded.vendor_applications![tag]!;
    const { error } = await service.auth.admin.updateUserById(users[tag]!, { app_metadata: { role: 'vendor', application_id: application } });
    if (error) throw error;
  }
  const vendorEmail = (await sql('select email from auth.users where id = $1', [users.V1]))[0]!.email as string;
  const vendor1 = createTestClient(stack);
  const signIn = await vendor1.auth.signInWithPassword({ email: vendorEmail, password: 'vendor-pass-123' });
  if (signIn.error) throw signIn.error;
  Object.assign(clients, {
    anon: createTestClient(stack),
    'owner A': ownerA.client,
    'owner B': ownerB.client,
    'vendor own': vendor1,
    'vendor other': vendor1,
    admin: admin.client,
    service,
  });
});
afterAll(async () => {
  await stack?.stop();
});

/** What `rpc` of an account function does for a role: `own` (answers about the caller only), `ok`, or `refused`. */
async function tryAccountFunction(role: Role, name: 'my_account_export' | 'account_forget_person'): Promise<string> {
  if (name === 'my_account_export') {
    const { data, error } = await clients[role].rpc(name);
    if (error) return 'refused';
    const id = (data as { account?: { id?: string } } | null)?.account?.id;
    return id && id === selfIdOf(role) ? 'own' : `other: ${String(id)}`;
  }
  // The spare account holds nothing, so the one call that may run forgets nothing any other cell reads.
  const { error } = await clients[role].rpc(name, { p_user_id: users.spare! });
  return error ? 'refused' : 'ok';
}
const selfIdOf = (role: Role): string | null => (role === 'admin' ? users.admin ?? null : selfId(role));

// prettier-ignore
const EXPECTED_FUNCTIONS: Record<'my_account_export' | 'account_forget_person', readonly string[]> = {
  //                       anon       owner A  owner B  vendor own vendor other admin      service
  my_account_export:     ['refused', 'own',   'own',   'own',     'own',       'own',     'refused'],
  account_forget_person: ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'ok'],
};

// The admin overview's functions: answered for an admin and the service role only.
const OVERVIEW_CALLS: Record<string, Record<string, unknown> | undefined> = {
  admin_overview_figures: undefined,
  admin_overview_daily: { p_days: 30 },
  admin_overview_funnel: { p_days: 30 },
  admin_overview_sources: { p_days: 30 },
  admin_overview_coverage: undefined,
};
// prettier-ignore
const EXPECTED_OVERVIEW = ['refused', 'refused', 'refused', 'refused', 'refused', 'ok', 'ok'] as const;

// The onboarding functions: the admin's invitations, status changes and history for an admin and the service role; the
// reminder run for the service role (its schedule) only. A call refused for its caller is 42501; an admin's call on a
// row that does not exist is answered (an error of its own, or a skipped row).
const ONBOARDING_CALLS: Record<string, Record<string, unknown>> = {
  admin_invite_owners: { signup_client_ids: ['WAIT-NOBODY000'] },
  admin_set_onboarding_status: { signup_client_id: 'WAIT-NOBODY000', new_status: 'live' },
  admin_onboarding_history: { signup_client_id: 'WAIT-NOBODY000' },
  run_onboarding_reminders: { p_now: '2000-01-01T00:00:00Z' },
};
// prettier-ignore
const EXPECTED_ONBOARDING: Record<string, readonly string[]> = {
  //                             anon       owner A    owner B    vendor own vendor other admin      service
  admin_invite_owners:         ['refused', 'refused', 'refused', 'refused', 'refused',   'ok',      'ok'],
  admin_set_onboarding_status: ['refused', 'refused', 'refused', 'refused', 'refused',   'ok',      'ok'],
  admin_onboarding_history:    ['refused', 'refused', 'refused', 'refused', 'refused',   'ok',      'ok'],
  run_onboarding_reminders:    ['refused', 'refused', 'refused', 'refused', 'refused',   'refused', 'ok'],
};

// The onboarding call functions. Nobody in the matrix has a paid deposit, so no role may book or move; owners A and B
// (seeded with a call each) may cancel their own, paid or not; an admin publishes and lists slots; the reminder run
// is the scheduler's (service role) alone.
const CALL_FUNCTIONS: Record<string, () => Record<string, unknown> | undefined> = {
  publish_onboarding_call_slots: () => ({ p_starts_at: matrixSlotTime(), p_count: 1 }),
  withdraw_onboarding_call_slot: () => ({ p_slot_id: seeded.onboarding_call_slots!.B! }),
  admin_onboarding_call_slots: () => undefined,
  open_onboarding_call_slots: () => undefined,
  book_onboarding_call: () => ({ p_slot_id: seeded.onboarding_call_slots!.A! }),
  move_onboarding_call: () => ({ p_slot_id: seeded.onboarding_call_slots!.A! }),
  cancel_onboarding_call: () => undefined,
  run_onboarding_call_reminders: () => undefined,
};
// prettier-ignore
const EXPECTED_CALL_FUNCTIONS: Record<string, readonly string[]> = {
  //                               anon       owner A    owner B    vendor own vendor other admin      service
  publish_onboarding_call_slots: ['refused', 'refused', 'refused', 'refused', 'refused',   'ok',      'refused'],
  withdraw_onboarding_call_slot: ['refused', 'refused', 'refused', 'refused', 'refused',   'ok',      'refused'],
  admin_onboarding_call_slots:   ['refused', 'refused', 'refused', 'refused', 'refused',   'ok',      'ok'],
  open_onboarding_call_slots:    ['refused', 'ok',      'ok',      'ok',      'ok',        'ok',      'ok'],
  book_onboarding_call:          ['refused', 'refused', 'refused', 'refused', 'refused',   'refused', 'refused'],
  move_onboarding_call:          ['refused', 'refused', 'refused', 'refused', 'refused',   'refused', 'refused'],
  cancel_onboarding_call:        ['refused', 'ok',      'ok',      'refused', 'refused',   'refused', 'refused'],
  run_onboarding_call_reminders: ['refused', 'refused', 'refused', 'refused', 'refused',   'refused', 'ok'],
};

// Storage: every role × the objects of the vendor-documents bucket, through storage-js as the app calls it. The
// target is vendor 1's file for "vendor own", vendor 2's for "vendor other" (vendor 1 signed in) and vendor 1's for
// everybody else; new uploads go into the target's folder. Cells: ok | refused for read (download), upload (a new
// name) and overwrite (upsert); all | none for list (the target's folder); ok | none for remove (the target is gone).
const STORAGE_OPS = ['read', 'list', 'upload', 'overwrite', 'remove'] as const;
type StorageOp = (typeof STORAGE_OPS)[number];

// prettier-ignore
const EXPECTED_STORAGE: Record<StorageOp, readonly string[]> = {
  //           anon       owner A    owner B    vendor own vendor other admin      service
  read:      ['refused', 'refused', 'refused', 'ok',      'refused',   'ok',      'ok'],
  list:      ['none',    'none',    'none',    'all',     'none',      'all',     'all'],
  upload:    ['refused', 'refused', 'refused', 'ok',      'refused',   'refused', 'ok'],
  overwrite: ['refused', 'refused', 'refused', 'ok',      'refused',   'refused', 'ok'],
  remove:    ['none',    'none',    'none',    'ok',      'none',      'none',    'ok'],
};

const matrixPdf = (text: string) => new Blob([`%PDF-1.7\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
const storageTarget = (role: Role) => {
  const vendor = role === 'vendor other' ? users.V2! : users.V1!;
  return { folder: vendor, name: `${vendor}/matrix-license.pdf` };
};

async function seedStorageTarget(role: Role) {
  const { name } = storageTarget(role);
  const { error } = await clients.service.storage.from('vendor-documents').upload(name, matrixPdf('seed'), { upsert: true });
  if (error) throw error;
}

async function tryStorage(role: Role, op: StorageOp, i: number): Promise<string> {
  const bucket = clients[role].storage.from('vendor-documents');
  const { folder, name } = storageTarget(role);
  if (op === 'read') return (await bucket.download(name)).error ? 'refused' : 'ok';
  if (op === 'list') {
    const { data, error } = await bucket.list(folder);
    if (error) return `error: ${error.message}`;
    return data.some((file) => `${folder}/${file.name}` === name) ? 'all' : 'none';
  }
  if (op === 'upload') return (await bucket.upload(`${folder}/matrix-new-${i}.pdf`, matrixPdf('new'))).error ? 'refused' : 'ok';
  if (op === 'overwrite') return (await bucket.upload(name, matrixPdf(`by ${role}`), { upsert: true })).error ? 'refused' : 'ok';
  await seedStorageTarget(role);
  await bucket.remove([name]);
  const left = await sql(`select 1 from storage.objects where bucket_id = 'vendor-documents' and name = $1`, [name]);
  return left.length === 0 ? 'ok' : 'none';
}

describe('permission matrix', () => {
  it('every role × storage.objects in vendor-documents × read/list/upload/overwrite/remove is as EXPECTED_STORAGE', async () => {
    for (const role of ['vendor own', 'vendor other'] as const) await seedStorageTarget(role);
    const actual = Object.fromEntries(STORAGE_OPS.map((op) => [op, [] as string[]])) as Record<StorageOp, string[]>;
    for (const op of STORAGE_OPS) {
      for (const [i, role] of ROLES.entries()) actual[op].push(await tryStorage(role, op, i));
    }
    expect(actual).toEqual(Object.fromEntries(STORAGE_OPS.map((op) => [op, [...EXPECTED_STORAGE[op]]])));
  });

  it('every role × the account functions (export, forget) is as EXPECTED_FUNCTIONS: the export answers only about the caller, only the service role forgets a person', async () => {
    const actual = {
      my_account_export: [] as string[],
      account_forget_person: [] as string[],
    };
    for (const name of ['my_account_export', 'account_forget_person'] as const) {
      for (const role of ROLES) actual[name].push(await tryAccountFunction(role, name));
    }
    expect(actual).toEqual({
      my_account_export: [...EXPECTED_FUNCTIONS.my_account_export],
      account_forget_person: [...EXPECTED_FUNCTIONS.account_forget_person],
    });
  });

  it('every role × the admin overview functions is as EXPECTED_OVERVIEW: only an admin and the service role are answered', async () => {
    const actual: Record<string, string[]> = {};
    for (const [name, args] of Object.entries(OVERVIEW_CALLS)) {
      actual[name] = [];
      for (const role of ROLES) {
        const { error } = await clients[role].rpc(name, args);
        actual[name].push(error ? 'refused' : 'ok');
      }
    }
    expect(actual).toEqual(Object.fromEntries(Object.keys(OVERVIEW_CALLS).map((name) => [name, [...EXPECTED_OVERVIEW]])));
  });

  it('every role × the onboarding functions is as EXPECTED_ONBOARDING: only an admin (and the server) moves owners forward', async () => {
    const actual: Record<string, string[]> = {};
    for (const [name, args] of Object.entries(ONBOARDING_CALLS)) {
      actual[name] = [];
      for (const role of ROLES) {
        const { error } = await clients[role].rpc(name, args);
        actual[name].push(error?.code === '42501' ? 'refused' : 'ok');
      }
    }
    expect(actual).toEqual(Object.fromEntries(Object.entries(EXPECTED_ONBOARDING).map(([name, cells]) => [name, [...cells]])));
  });

  it('every role × the onboarding call functions is as EXPECTED_CALL_FUNCTIONS', async () => {
    const actual: Record<string, string[]> = {};
    for (const [name, args] of Object.entries(CALL_FUNCTIONS)) {
      actual[name] = [];
      for (const role of ROLES) {
        const { error } = await clients[role].rpc(name, args());
        actual[name].push(error ? 'refused' : 'ok');
      }
    }
    expect(actual).toEqual(EXPECTED_CALL_FUNCTIONS);
  });

  it('every role × every public table and view × select/insert/update/delete is as EXPECTED', async () => {
    const found = (await sql(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') order by 1`,
    )).map((row) => row.name as string);
    // A relation the matrix does not list (or lists but no longer exists) fails here first.
    expect(found).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(RELATIONS).sort()).toEqual(found);

    const actual: Record<string, Record<Op, string[]>> = {};
    for (const name of found) actual[name] = { select: [], insert: [], update: [], delete: [] };
    for (const name of found) for (const role of ROLES) actual[name]!.select.push(await trySelect(role, name));
    for (const name of found) for (const role of ROLES) actual[name]!.insert.push(await tryInsert(role, name));
    for (const name of found) {
      for (const [i, role] of ROLES.entries()) actual[name]!.update.push(await tryUpdate(role, name, i));
    }
    // Views first, so that no view cell depends on a base row another role's delete removed.
    const viewsFirst = [...found].sort((a, b) => Number(!a.startsWith('my_') && !a.startsWith('stripe_user_')) - Number(!b.startsWith('my_') && !b.startsWith('stripe_user_')));
    for (const name of viewsFirst) for (const role of ROLES) actual[name]!.delete.push(await tryDelete(role, name));

    console.info(`Permission matrix (cell ≠ expected where they differ)\n${format(actual)}`);
    const expected = Object.fromEntries(found.map((name) => [name, Object.fromEntries(OPS.map((op) => [op, [...EXPECTED[name]![op]]]))]));
    expect(actual).toEqual(expected);
  });
});
