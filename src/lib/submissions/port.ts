import { env } from '@/config/env';
import { createCollection, type Collection } from '@/lib/storage';
import {
  newsletterSignupSchema,
  supportMessageSchema,
  vendorApplicationSchema,
  waitlistSignupSchema,
  type NewsletterSignup,
  type SupportMessage,
  type VendorApplication,
  type WaitlistSignup,
} from './schemas';
import { createSupabaseAdminData } from './supabase-admin-data';
import { VendorInviteError } from './vendor-invite-error';
import { createSupabaseSubmissions } from './supabase-adapter';

/** What each kind of submission stores. */
export type SubmissionRecords = {
  newsletter: NewsletterSignup;
  waitlist: WaitlistSignup;
  vendorApplications: VendorApplication;
  supportMessages: SupportMessage;
};
export type SubmissionKind = keyof SubmissionRecords;

/** localStorage keys of the spec (plus support-messages, which the spec sends nowhere and we keep). */
export const storageKeys: Record<SubmissionKind, string> = {
  newsletter: 'newsletter-signups',
  waitlist: 'waitlist-signups',
  vendorApplications: 'vendor-applications',
  supportMessages: 'support-messages',
};

const collections: { [K in SubmissionKind]: Collection<SubmissionRecords[K]> } = {
  newsletter: createCollection(storageKeys.newsletter, newsletterSignupSchema, (record) => record.id),
  waitlist: createCollection(storageKeys.waitlist, waitlistSignupSchema, (record) => record.id),
  vendorApplications: createCollection(storageKeys.vendorApplications, vendorApplicationSchema, (record) => record.id),
  supportMessages: createCollection(storageKeys.supportMessages, supportMessageSchema, (record) => record.id),
};

/**
 * How features save what a visitor submits. Records are written to this browser first, so nothing a visitor
 * typed is lost even offline; when a backend is configured the adapter also delivers them to the server.
 */
export type SubmissionsPort = {
  /** Saves a new record. Throws StorageWriteError when the browser refuses it (the form keeps its input). */
  create<K extends SubmissionKind>(kind: K, record: SubmissionRecords[K]): Promise<SubmissionRecords[K]>;
  /** The records saved in this browser. */
  listLocal<K extends SubmissionKind>(kind: K): SubmissionRecords[K][];
  /** Merges a patch into a record saved in this browser. */
  updateLocal<K extends SubmissionKind>(
    kind: K,
    id: string,
    patch: Partial<SubmissionRecords[K]>,
  ): SubmissionRecords[K] | undefined;
  /**
   * Deletes a record saved in this browser (one the server refused for good); false when there is none. Optional
   * so that stand-ins for this browser's storage that never see a refusal need not implement it.
   */
  removeLocal?(kind: SubmissionKind, id: string): boolean;
  /** Calls `listener` when this browser's records of `kind` change (here or in another tab). */
  subscribeLocal(kind: SubmissionKind, listener: () => void): () => void;
};

/**
 * How the admin reads and decides on submissions. Browser-only mode reads this browser's storage (the spec's
 * behaviour); with a backend the adapter reads the server's tables.
 */
export type AdminDataPort = {
  list<K extends SubmissionKind>(kind: K): Promise<SubmissionRecords[K][]>;
  update<K extends SubmissionKind>(
    kind: K,
    id: string,
    patch: Partial<SubmissionRecords[K]>,
  ): Promise<SubmissionRecords[K] | undefined>;
  /** Changes the port can see without polling (another tab's writes); returns the unsubscribe function. */
  subscribe(kind: SubmissionKind, listener: () => void): () => void;
  /**
   * (Re)sends the invite of an approved vendor application; throws VendorInviteError with the server's reason.
   * Only a backend sends invites: browser-only mode has no accounts, so it leaves this out.
   */
  inviteVendor?(applicationId: string): Promise<void>;
};

const browserSubmissions: SubmissionsPort = {
  async create(kind, record) {
    return collections[kind].add(record);
  },
  listLocal: (kind) => collections[kind].list(),
  updateLocal: (kind, id, patch) => collections[kind].update(id, patch),
  removeLocal: (kind, id) => collections[kind].remove(id),
  subscribeLocal: (kind, listener) => collections[kind].subscribe(listener),
};

const browserAdminData: AdminDataPort = {
  async list(kind) {
    return collections[kind].list();
  },
  async update(kind, id, patch) {
    return collections[kind].update(id, patch);
  },
  subscribe: (kind, listener) => collections[kind].subscribe(listener),
};

/** The outbox needs a storage even where there is none (prerendering): nothing is delivered there anyway. */
const noStorage = { getItem: () => null, setItem: () => undefined };

/**
 * The backend adapter, wired lazily: supabase-js loads on the first delivery, never during prerendering, and the
 * outbox starts retrying once this module runs in a browser.
 */
function createBackendSubmissions(): SubmissionsPort {
  const supabase = () => import('@/lib/supabase').then((module) => module.getSupabase());
  const adapter = createSupabaseSubmissions({
    local: browserSubmissions,
    storage: typeof window === 'undefined' ? noStorage : window.localStorage,
    async insert(table, row) {
      const client = await supabase();
      if (!client) return { status: 0 };
      const { error, status } = await client.from(table).insert(row);
      return { status: error && !status ? 0 : status, code: error?.code, message: error?.message };
    },
    async ownRowExists(table, clientId) {
      const client = await supabase();
      const found = await client?.from(table).select('client_id').eq('client_id', clientId).limit(1);
      return Boolean(found && !found.error && found.data.length > 0);
    },
    async userId() {
      const client = await supabase();
      const { data } = (await client?.auth.getSession()) ?? { data: { session: null } };
      return data.session?.user.id ?? null;
    },
    async claimSignup(clientId) {
      const client = await supabase();
      if (!client) return false;
      const { data, error } = await client.rpc('claim_waitlist_signup', { signup_client_id: clientId });
      if (error) throw new Error(error.message);
      return data === true;
    },
  });
  if (typeof window !== 'undefined') {
    adapter.start(window);
    void supabase().then((client) =>
      client?.auth.onAuthStateChange((event, session) => {
        const email = session?.user.email;
        if (!email || (event !== 'SIGNED_IN' && event !== 'INITIAL_SESSION')) return;
        // supabase-js holds its auth lock while it runs this callback: calling it from here would wait on itself.
        setTimeout(() => void adapter.claimOwnSignups(email), 0);
      }),
    );
  }
  return adapter;
}

/** The submissions adapter for this build: delivered to the server when a backend is configured. */
export const submissions: SubmissionsPort =
  env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY ? createBackendSubmissions() : browserSubmissions;

/** vendor-invite's `{ error }` message, or the status when the answer carries none (a proxy's error page). */
async function inviteErrorMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === 'object' && 'error' in body ? body.error : null;
  return typeof message === 'string' && message ? message : `The invite service answered ${response.status}.`;
}

/** The admin data adapter with a backend: the tables, read and decided on with the admin's own token. */
function createBackendAdminData(): AdminDataPort {
  const supabase = () => import('@/lib/supabase').then((module) => module.getSupabase());
  return createSupabaseAdminData({
    client: supabase,
    async inviteVendor(applicationId, accessToken) {
      const { functionsUrl, anonKey } = await import('@/lib/supabase');
      const response = await fetch(`${functionsUrl()}/vendor-invite`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ application_id: applicationId }),
      });
      if (!response.ok) throw new VendorInviteError(await inviteErrorMessage(response));
    },
  });
}

/** The admin data adapter for this build. */
export const adminData: AdminDataPort =
  env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY ? createBackendAdminData() : browserAdminData;
