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
};

const browserSubmissions: SubmissionsPort = {
  async create(kind, record) {
    return collections[kind].add(record);
  },
  listLocal: (kind) => collections[kind].list(),
  updateLocal: (kind, id, patch) => collections[kind].update(id, patch),
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

/** The submissions adapter for this build (browser-only until a backend adapter is added). */
export const submissions: SubmissionsPort = browserSubmissions;

/** The admin data adapter for this build. */
export const adminData: AdminDataPort = browserAdminData;
