import type { NewsletterSignup, SupportMessage, VendorApplication, WaitlistSignup } from './schemas';

/**
 * The submissions and admin data ports: types only. The adapters (browser-adapter.ts, supabase-adapter.ts,
 * supabase-admin-data.ts) implement them; src/lib/backend.ts picks the ones this build uses.
 */

/** What each kind of submission stores. */
export type SubmissionRecords = {
  newsletter: NewsletterSignup;
  waitlist: WaitlistSignup;
  vendorApplications: VendorApplication;
  supportMessages: SupportMessage;
};
export type SubmissionKind = keyof SubmissionRecords;

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
