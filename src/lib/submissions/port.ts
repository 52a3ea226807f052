import type { VendorDocumentDetails, VendorDocumentKind } from '@/lib/vendor-documents';
import type { NewsletterSignup, OnboardingStatus, SupportMessage, VendorApplication, WaitlistSignup } from './schemas';

/**
 * The submissions and admin data ports: types only. The adapters (browser-adapter.ts, supabase-adapter.ts,
 * supabase-admin-data.ts) implement them; the composition root (src/app/backend) picks the ones this build uses.
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
  /**
   * True when a server keeps the newsletter list. It decides what a repeated signup means (one row per address, and
   * a new confirmation for a reader who has not confirmed or has unsubscribed), so the form sends a repeat on
   * instead of settling it from this browser's copy, as browser-only mode does.
   */
  readonly serverDecidesNewsletterRepeats?: boolean;
  /** Saves a new record. Throws StorageWriteError when the browser refuses it (the form keeps its input). */
  create<K extends SubmissionKind>(kind: K, record: SubmissionRecords[K]): Promise<SubmissionRecords[K]>;
  /**
   * True while a record saved by `create` still waits in this browser for a connection to the server, so a form
   * says it is saved and will be sent rather than that it was sent. Never true without a backend.
   */
  awaitingDelivery(id: string): boolean;
  /**
   * Calls `listener` whenever `awaitingDelivery` may answer differently: a delivery or a retry recorded in this tab,
   * or another tab changing what waits. Returns the unsubscribe function.
   */
  subscribeDelivery(listener: () => void): () => void;
  /** The newest waitlist signup made in this browser that still owes its deposit: where a returning visitor resumes. */
  pendingWaitlistSignup(): WaitlistSignup | undefined;
  /** Changes the details of a waitlist signup made in this browser (it keeps its id and place); undefined if gone. */
  reviseWaitlistSignup(id: string, details: Partial<WaitlistSignup>): WaitlistSignup | undefined;
  /** How many waitlist signups this browser has made (browser-only mode numbers the places in line from it). */
  waitlistSignupsMadeHere(): number;
  /** The newsletter signups made in this browser for `email`, a lower-cased address. */
  newsletterSignupsMadeHere(email: string): NewsletterSignup[];
  /** Forgets a newsletter signup made here, which a repeat sent on to the server replaces. */
  forgetNewsletterSignup(id: string): void;
};

/**
 * This browser's copy of every submission (its localStorage collections): what the adapters write first and deliver
 * from. Features never see it; they ask the submissions port.
 */
export type LocalSubmissions = {
  /** Saves a new record. Throws StorageWriteError when the browser refuses it. */
  add<K extends SubmissionKind>(kind: K, record: SubmissionRecords[K]): Promise<SubmissionRecords[K]>;
  list<K extends SubmissionKind>(kind: K): SubmissionRecords[K][];
  /** Merges a patch into a record; undefined when there is none. */
  update<K extends SubmissionKind>(kind: K, id: string, patch: Partial<SubmissionRecords[K]>): SubmissionRecords[K] | undefined;
  /** Deletes a record (one the server refused for good); false when there is none. */
  remove(kind: SubmissionKind, id: string): boolean;
  /** Calls `listener` when the records of `kind` change (here or in another tab). */
  subscribe(kind: SubmissionKind, listener: () => void): () => void;
};

/** The lists the admin dashboard shows, one tab each. */
export type AdminListKind = SubmissionKind;

/**
 * One question to a list: a case-insensitive substring search, a status filter, and a page (1-based). Vendor
 * applications may also be filtered by their vendor's compliance (a port that keeps no documents ignores it).
 */
export type AdminListQuery = {
  search?: string;
  status?: string;
  compliance?: string;
  /** The waitlist only: the owners at this onboarding status. */
  onboarding?: string;
  page?: number;
  pageSize?: number;
};

/** The compliance groups the Vendor Applications tab filters by. */
export type ComplianceFilter = 'to_review' | 'compliant' | 'expiring' | 'expired';

/**
 * What a vendor's document amounts to today: missing, pending (filed, waiting for review), rejected, verified,
 * expiring (verified, expires within 30 days) or expired (public.vendor_document_state).
 */
export type AdminDocumentState = 'missing' | 'pending' | 'verified' | 'rejected' | 'expiring' | 'expired';

/** A document an approved vendor filed, as the admin reviews it. */
export type AdminVendorDocument = VendorDocumentDetails & {
  state: Exclude<AdminDocumentState, 'missing'>;
  /** The record's last change as the server wrote it: a decision names it, so a replaced document is not decided unseen. */
  version: string;
  /** When the last verification or rejection was made (ISO timestamp), and the e-mail of the admin who made it. */
  decidedAt: string | null;
  decidedBy: string | null;
};

/** An approved vendor's documents and whether they make the vendor compliant. */
export type VendorCompliance = { compliant: boolean; documents: AdminVendorDocument[] };

/** The admin's decision on one document: verified, or rejected with the reason the vendor is e-mailed. */
export type DocumentDecision = { verdict: 'verified' } | { verdict: 'rejected'; reason: string };

/** One page of a list, newest first, and how many rows match the question in all. */
export type AdminPage<K extends SubmissionKind> = { rows: SubmissionRecords[K][]; total: number };

/** The figures each tab shows, computed where the rows are (SQL with a backend), never by loading every row. */
export type AdminStats = {
  /** With a backend also the vendors' documents waiting for review. */
  vendorApplications: { total: number; pending: number; documentsToReview?: number };
  /**
   * `paid` and `refunded` count the payments and refunds of every signup's deposit history (an owner who reserved,
   * was refunded and reserved again counts twice and once), and `totalDeposits` is the money held now, in dollars:
   * paid less refunded. `pendingPayment` counts signups that owe a deposit (refunded ones do not).
   */
  waitlist: {
    total: number;
    paid: number;
    pendingPayment: number;
    refunded: number;
    totalDeposits: number;
    /**
     * With a backend: the doors (units) of owners holding a place (not refunded), their monthly rent, the fee that
     * rent would bring at 2% a month, in dollars, and how many owners stand at each onboarding status.
     */
    doors?: number;
    monthlyRent?: number;
    monthlyFee?: number;
    waitlisted?: number;
    invited?: number;
    onboarding?: number;
    live?: number;
  };
  /** With a backend also the readers by double opt-in status (browser-only mode has no statuses). */
  /**
   * With a backend, `total`, `fromHomepage` and `thisWeek` count subscribers (confirmed readers), and the readers by
   * double opt-in status come too; browser-only mode has no statuses and counts every signup.
   */
  newsletter: { total: number; fromHomepage: number; thisWeek: number; confirmed?: number; unconfirmed?: number; unsubscribed?: number };
  supportMessages: { total: number; open: number };
};

/** Why an owner asked to be invited was not (admin_invite_owners). */
export type InviteSkipReason = 'not_found' | 'not_paid' | 'refunded' | 'already_invited' | 'no_account';

/** Who was invited (WAIT- ids) and who was skipped, and why. */
export type InviteResult = { invited: string[]; skipped: { id: string; reason: InviteSkipReason }[] };

/** Which owners to invite: these (WAIT- ids), or the next `next` paid ones in queue order. */
export type InviteSelection = { ids: readonly string[] } | { next: number };

/** One change of an owner's onboarding status, oldest first. */
export type OnboardingHistoryEntry = {
  from: OnboardingStatus | null;
  to: OnboardingStatus;
  /** An admin, the owner (completing their profile), or the server (a refund). */
  byRole: 'admin' | 'owner' | 'system';
  /** The e-mail of the account that made it; null for the server or a deleted account. */
  byEmail: string | null;
  at: string;
};

/** One line of a waitlist signup's deposit history, oldest first. */
export type DepositHistoryEntry = {
  /** A checkout whose money never came (or has not yet), a payment received, or a refund made. */
  kind: 'checkout' | 'payment' | 'refund';
  /** When it happened (ISO 8601). */
  at: string;
  /** In dollars; null when the payment service did not say. */
  amount: number | null;
  /** Lower-case currency code, e.g. 'usd'; null when unknown. */
  currency: string | null;
  /** The order's DK-RES- reference the customer was given; null for a deposit recorded without an order. */
  reference: string | null;
  /** 'pending' or 'canceled' for a checkout, 'paid' for a payment, 'refunded' for a refund. */
  status: 'pending' | 'canceled' | 'paid' | 'refunded';
};

/** What a signup's deposit history adds up to, in dollars (an export's columns). */
export type DepositTotals = {
  payments: number;
  refunds: number;
  amountPaid: number;
  amountRefunded: number;
  /** Paid less refunded: what DoorKeep holds for the signup now. */
  amountHeld: number;
};

/** A record as an export gives it: a waitlist signup also carries its deposit history's totals. */
export type ExportRecords = Omit<SubmissionRecords, 'waitlist'> & {
  waitlist: WaitlistSignup & { depositTotals: DepositTotals };
};

/** Why the payment webhook could not put a paid deposit on a waitlist row. */
export type UnmatchedDepositReason = 'no_waitlist_row' | 'second_deposit' | 'not_the_deposit';

/** A paid deposit no waitlist row shows (supabase/migrations/*_attach_unmatched_deposits.sql), still open. */
export type UnmatchedDeposit = {
  id: number;
  checkoutSessionId: string;
  /** What Stripe charged, in cents; null when Stripe did not say. */
  amountCents: number | null;
  /** Stripe's lower-case currency code, e.g. 'usd'. */
  currency: string | null;
  reason: UnmatchedDepositReason;
  /** When the webhook recorded it (ISO 8601). */
  createdAt: string;
  /** The buyer's account e-mail, when the payment names an account. */
  email: string | null;
  /** The WAIT- id of the unpaid signup the deposit most likely belongs to, if the server found one. */
  suggestedWaitlistId: string | null;
  /**
   * Where the suggested signup's name, e-mail and phone come from once the deposit is attached: the payer typed them
   * on their own signup ('payer_row'), or the signup has no owner and they are replaced by the payer's account
   * details ('payer_account'). Null without a suggestion.
   */
  detailsSource: UnmatchedDetailsSource | null;
};

export type UnmatchedDetailsSource = 'payer_row' | 'payer_account';

/** Called while an export fetches its pages: rows fetched so far, and the total expected. */
export type ExportProgress = (done: number, total: number) => void;

/**
 * How the admin reads and decides on submissions: a query port. The admin asks for one page, the tab's figures, or
 * an export; nothing in the browser loads a whole table. Browser-only mode answers over this browser's storage
 * (browser-only builds); with a backend the server answers in SQL.
 */
/** The periods the admin's overview reads, in days. */
export const overviewPeriods = [30, 90] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

/** A headline figure now and 7 days ago (the card shows the change). */
export type OverviewFigure = { now: number; weekAgo: number };

/** The overview's headline figures and where approved vendors work, which no period changes. */
export type OverviewStanding = {
  figures: Record<
    | 'waitlistOwners'
    | 'paidDeposits'
    | 'refunds'
    | 'depositsHeld'
    | 'confirmedReaders'
    | 'vendorsPending'
    | 'vendorsApproved'
    | 'compliantVendors'
    | 'doors'
    | 'monthlyRent',
    OverviewFigure
  >;
  /** Per state, the doors of owners on the waitlist, the approved vendors serving it and how many in each trade. */
  coverage: { state: string; doors: number; vendors: number; trades: Record<string, number> }[];
};

/** What the overview shows for a period: signups per day, the owner funnel and where visitors first came from. */
export type OverviewOfPeriod = {
  /** Every UTC day of the period, oldest first (yyyy-mm-dd). */
  days: { day: string; waitlist: number; deposits: number; confirmations: number; applications: number }[];
  funnel: { accounts: number; waitlist: number; paid: number; refunded: number };
  /** The largest sources first: a campaign's utm_source, a referring host, or a direct visit (source null). */
  sources: {
    source: string | null;
    kind: 'campaign' | 'referrer' | 'direct';
    waitlist: number;
    paid: number;
    newsletter: number;
    vendors: number;
  }[];
};

export type AdminDataPort = {
  /** One page of a list. `signal` (as for every read here) stops the request when the read is cancelled. */
  list<K extends AdminListKind>(kind: K, query: AdminListQuery, signal?: AbortSignal): Promise<AdminPage<K>>;
  stats<K extends AdminListKind>(kind: K, signal?: AbortSignal): Promise<AdminStats[K]>;
  /**
   * The lists holding a record whose reference (client id, VN- number, DK-RES- order reference) `search` names,
   * typed in any case and with spaces or dashes; none when `search` is not shaped like one of our references.
   */
  referenceTabs?(search: string, signal?: AbortSignal): Promise<AdminListKind[]>;
  /**
   * Every row, newest first, fetched in pages no larger than hosted PostgREST's `max_rows` (1,000). `status` keeps
   * only rows of that status (the newsletter's export of confirmed readers, whose rows then carry their unsubscribe
   * token); browser-only mode has no newsletter statuses and ignores it there.
   */
  export<K extends AdminListKind>(kind: K, onProgress?: ExportProgress, filter?: { status?: string }): Promise<ExportRecords[K][]>;
  /**
   * Every checkout, payment and refund of the waitlist signup `waitlistId` (WAIT-…), oldest first, across every time
   * its owner reserved; empty for a signup with none (or one that no longer exists). Both adapters answer it; a port
   * without it (a stand-in that reads no deposits) shows no history.
   */
  depositHistory?(waitlistId: string, signal?: AbortSignal): Promise<DepositHistoryEntry[]>;
  /**
   * Invites owners to onboarding by e-mail (once per owner, however often asked); unpaid, refunded and already
   * invited owners are skipped and reported. Only a backend sends mail: browser-only mode leaves this and the two
   * below out.
   */
  inviteOwners?(selection: InviteSelection): Promise<InviteResult>;
  /** Moves an invited owner to onboarding or live; throws an Error with the server's reason. */
  setOnboardingStatus?(waitlistId: string, status: 'onboarding' | 'live'): Promise<void>;
  /** Every change of one owner's onboarding status, oldest first. */
  onboardingHistory?(waitlistId: string, signal?: AbortSignal): Promise<OnboardingHistoryEntry[]>;
  /**
   * Merges `patch` into one record. A support message's status change is recorded (when, and by which admin) by
   * the adapter or the server, never taken from the patch.
   */
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
  /**
   * E-mails a declined applicant the recorded reason (once per application); throws an Error with the server's
   * reason. Only a backend sends mail: browser-only mode leaves this out, and the dashboard does not offer it.
   */
  tellDeclinedApplicant?(applicationId: string): Promise<void>;
  /**
   * The open unmatched deposits (paid money no waitlist row shows), newest first, at most 1,000. Only a backend
   * takes payments: browser-only mode leaves this out.
   */
  unmatchedDeposits?(signal?: AbortSignal): Promise<UnmatchedDeposit[]>;
  /**
   * Puts an unmatched deposit on the waitlist signup `waitlistClientId` (WAIT-…), marking it paid; throws an Error
   * with the server's reason (already attached, no such signup, signup already paid, not the deposit).
   */
  attachDeposit?(depositId: number, waitlistClientId: string): Promise<void>;
  /**
   * The documents of the vendors of these applications (approved ones with a portal account), by application id; an
   * application missing from the answer has no vendor account. Only a backend keeps documents: browser-only mode
   * leaves this and the two below out.
   */
  vendorDocuments?(applicationIds: readonly string[], signal?: AbortSignal): Promise<Record<string, VendorCompliance>>;
  /** A signed URL, valid for minutes, to the file of one vendor document now on record. Throws an Error to show. */
  openVendorDocument?(applicationId: string, kind: VendorDocumentKind): Promise<string>;
  /**
   * Verifies or rejects one document the admin saw at `version`; throws an Error with the server's reason (the vendor
   * replaced it meanwhile, or a rejection without a reason).
   */
  decideVendorDocument?(applicationId: string, kind: VendorDocumentKind, decision: DocumentDecision, version: string): Promise<void>;
  /**
   * The launch overview, computed by the server in SQL: its headline figures and vendor coverage, and what a period
   * shows. Browser-only mode has no server to compute them and leaves these out.
   */
  overviewStanding?(signal?: AbortSignal): Promise<OverviewStanding>;
  overviewOfPeriod?(period: OverviewPeriod, signal?: AbortSignal): Promise<OverviewOfPeriod>;
};
