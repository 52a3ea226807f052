import { adminSettingNames } from '@/lib/admin-auth';

const count = new Intl.NumberFormat('en-US');

/** Every piece of admin copy; strings users see verbatim (errors, empty states, toasts) are marked. */
export const adminCopy = {
  title: 'Admin Dashboard',
  /** Where a submission's visitor first came from: their landing page's campaign tags and the site that linked them. */
  firstTouch: {
    label: 'First visit from',
    none: 'Direct or not recorded',
    via: (host: string) => `via ${host}`,
  },
  description:
    'Review vendor applications, see waitlist and newsletter signups, and handle support messages.',
  gate: {
    lead: 'Sign in with the admin account to review vendor applications and signups.',
    emailLabel: 'Admin email',
    passwordLabel: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in...',
    emailError: 'Please enter a valid email address',
    passwordError: 'Please enter your password',
    /** The admin gate says "username", unlike the owner and vendor forms, which ask for an e-mail. */
    invalid: 'Invalid username or password. Please try again.',
    locked: (seconds: number) =>
      `Too many failed attempts. For your security the form is locked; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    attemptsLeft: (left: number) =>
      `${left} attempt${left === 1 ? '' : 's'} left before the form locks for 30 seconds.`,
    sessionNote: 'Your session ends when you close this browser tab.',
    notConfiguredTitle: 'The admin portal is not configured',
    notConfiguredBody: `This build has no admin credential. Set ${adminSettingNames.email} (the admin e-mail) and ${adminSettingNames.passwordHash} (a salted PBKDF2 hash of the admin password made with npm run admin:hash, never the password itself) at build time, as described in .env.example, then rebuild.`,
    settingNames: [adminSettingNames.email, adminSettingNames.passwordHash],
    envFile: '.env.example',
    backHome: 'Back to the home page',
  },
  header: {
    eyebrow: 'DoorKeep Admin',
    logout: 'Logout',
    signedInAs: 'Signed in as',
    pending: (count: number) =>
      count === 0
        ? 'No vendor applications waiting for review'
        : `${count} vendor application${count === 1 ? '' : 's'} waiting for review`,
    /** The bell's button and the menu it opens: what is waiting, each line a way to that filtered tab. */
    waiting: (count: number) => (count === 0 ? 'Nothing waiting' : `${count} waiting`),
    waitingTitle: 'Waiting for you',
    waitingApplications: (count: number) => `${count} pending vendor application${count === 1 ? '' : 's'}`,
    waitingMessages: (count: number) => `${count} open support message${count === 1 ? '' : 's'}`,
  },
  tabs: {
    label: 'Admin sections',
    overview: 'Overview',
    vendors: 'Vendor Applications',
    waitlist: 'Waitlist Signups',
    newsletter: 'Newsletter Signups',
    support: 'Support',
    vendorsBadge: (count: number) => `${count} pending`,
    supportBadge: (count: number) => `${count} open`,
    countBadge: (count: number) => `${count} total`,
  },
  /** The launch overview: figures, signups per day, the funnel, sources and vendor coverage. */
  overview: {
    periodLabel: 'Period',
    period: (days: number) => `Last ${days} days`,
    needsServer:
      'The overview is counted by the server. Connect this build to a backend (see the README) to see the figures, charts and funnel.',
    loadError: 'The overview could not be loaded. It is tried again every minute.',
    loading: 'Loading the overview…',
    figures: {
      waitlistOwners: 'Owners on the waitlist',
      paidDeposits: 'Deposits paid',
      refunds: 'Refunds',
      depositsHeld: 'Deposits held',
      confirmedReaders: 'Confirmed newsletter readers',
      vendorsPending: 'Vendor applications pending',
      vendorsApproved: 'Vendors approved',
      compliantVendors: 'Compliant vendors',
    },
    change: (difference: string) => `${difference} in the last 7 days`,
    noChange: 'No change in the last 7 days',
    daily: {
      title: 'Signups per day',
      series: {
        waitlist: 'Waitlist signups',
        deposits: 'Deposits paid',
        confirmations: 'Newsletter confirmations',
        applications: 'Vendor applications',
      },
      summary: (days: number, parts: string) => `In the last ${days} days: ${parts}.`,
      empty: (days: number) => `Nothing yet in the last ${days} days. Signups appear here day by day.`,
      table: 'Show the figures by day',
      day: 'Day (UTC)',
    },
    funnel: {
      title: 'Owner funnel',
      lead: 'People who started in the period, and how many of them went on to the next step.',
      steps: {
        accounts: 'Accounts created',
        waitlist: 'Waitlist step 1',
        paid: 'Deposit paid',
        refunded: 'Refunded',
      },
      rate: (percent: string) => `${percent} of the step before`,
      empty: 'No one has started in this period yet.',
    },
    sources: {
      title: 'Where visitors came from',
      lead: 'The first touch of each submission: its campaign (utm_source), else the site that linked to us.',
      columns: { source: 'Source', waitlist: 'Waitlist', paid: 'Paid', newsletter: 'Readers', vendors: 'Vendors' },
      direct: 'Direct or not recorded',
      referrer: 'link',
      empty: 'No submissions in this period yet.',
    },
    coverage: {
      title: 'Vendor coverage by state',
      lead: 'Approved vendors by the state of their service address, and how many in each trade.',
      columns: { state: 'State', vendors: 'Vendors', trades: 'Trades' },
      empty: 'No approved vendors yet. Approved applications appear here by state.',
    },
  },
  /** The empty tab's pointer to the tab that holds the reference the admin searched for. */
  referenceElsewhere: {
    lead: (search: string) => `“${search}” belongs to another tab:`,
    link: (tabName: string) => `Search ${tabName}`,
  },
  loading: 'Loading submissions…',
  updating: 'Updating…',
  noNumber: '—',
  exports: {
    csv: 'Export CSV',
    running: 'Exporting…',
    progress: (done: number, total: number) =>
      `Exporting ${count.format(done)} of ${count.format(Math.max(done, total))} rows…`,
    done: (rows: number, fileName: string) =>
      `Exported ${count.format(rows)} row${rows === 1 ? '' : 's'} to ${fileName}.`,
    failed: 'The export could not be completed. Please try again.',
  },
  loadError: 'The submissions could not be read. They will be tried again in a few seconds.',
  vendors: {
    searchLabel: 'Search applications',
    searchPlaceholder: 'Name, email or VN- number',
    statusLabel: 'Status',
    statusOptions: { all: 'All statuses', pending: 'Pending', approved: 'Approved', declined: 'Declined' },
    /** Shown when the list holds nothing. */
    empty: 'No vendor applications',
    emptyHint: 'Applications submitted through the vendor sign-up wizard appear here.',
    noMatch: 'No matching applications',
    noMatchHint: 'Try another search or status.',
    applicationNumber: 'Application number',
    /** What each fact on an application card is, for screen readers (the card shows an icon). */
    facts: {
      contact: 'Contact person',
      email: 'Email',
      phone: 'Phone',
      place: 'City and state',
      established: 'Year established',
      hours: 'Contact hours',
    },
    applied: 'Applied',
    approved: 'Approved',
    declined: 'Declined',
    established: 'Est.',
    emergency: '24/7 Emergency',
    declineReason: 'Decline reason',
    viewDetails: 'View Details',
    viewReviews: 'View Reviews',
    noReviewsLink: 'No reviews link was provided.',
    unsafeReviewsLink: 'The reviews link is not a web address (http or https), so it is not opened.',
    approve: 'Approve',
    decline: 'Decline',
    /** The confirmation after approving, naming the application by the VN- number its vendor was given (the VEN- id of a record from before numbers existed). */
    approvedToast: (number: string) => `Vendor ${number} has been approved successfully!`,
    /** The same, when the approval e-mailed the vendor their invite (a backend). */
    approvedInvitedToast: (number: string, company: string, email: string) =>
      `Vendor ${number} has been approved successfully! ${company} has been invited by e-mail at ${email}.`,
    approveTitle: (company: string) => `Approve ${company}?`,
    approveDescription: (email: string, sendsInvite: boolean) =>
      sendsInvite
        ? `We will e-mail ${email} an invitation to set a password and open their vendor portal.`
        : 'The application moves to approved. This cannot be undone here.',
    approveConfirm: 'Approve and invite',
    approveConfirmNoInvite: 'Approve application',
    approveContact: 'Contact',
    approveEmail: 'E-mail',
    declinedToast: (number: string) => `Vendor ${number} has been declined.`,
    declineEmailedToast: (company: string, email: string) =>
      `${company} will be told by e-mail (${email}), with your reason.`,
    declineEmailFailedToast: (email: string, reason: string) =>
      `The decline is saved, but no e-mail went to ${email}${reason ? `: ${reason}` : '.'}`,
    declineTellLabel: 'E-mail the applicant that they were declined, with this reason',
    declineTellHint:
      'They get a short, polite message from vendor relations. Leave it unticked to decide in silence.',
    declineTitle: (company: string) => `Decline ${company}?`,
    declineDescription: 'Give the reason for declining. Leave it empty to cancel: nothing changes.',
    declineReasonLabel: 'Reason for declining',
    declineConfirm: 'Decline application',
    cancel: 'Cancel',
    actionError: 'The change could not be saved. Please try again.',
    resendInvite: 'Resend invite',
    /** The vendor accepted the invite and uses the portal: no invite is offered again. */
    accountActive: 'Portal account active',
    duplicateTitle: (applicationNumber: string, approved: boolean) =>
      approved
        ? `This e-mail address already has an approved application, ${applicationNumber}. Decline this copy rather than approve it.`
        : `This e-mail address also applied as ${applicationNumber}, still pending. Decide on one of them.`,
    inviteNotSentTitle: 'Approved, but the invite e-mail was not sent',
    inviteNotSentToast: (email: string, reason: string) =>
      `The invite e-mail to ${email} was not sent: ${reason}`,
    inviteSentToast: (email: string) => `Invite sent to ${email}`,
  },
  details: {
    title: (company: string) => company,
    contact: 'Contact',
    address: 'Service address',
    business: 'Business details',
    categories: 'Service categories',
    notes: 'Notes from the vendor',
    noNotes: 'No notes',
    pricing: 'Pricing',
    timeline: 'Application timeline',
    reviews: 'Reviews',
    close: 'Close',
    none: 'None selected',
    notProvided: 'Not provided',
    notLinked: '(not a web address, so not linked)',
    labels: {
      contact: 'Contact person',
      email: 'Email',
      phone: 'Phone',
      sms: 'SMS for urgent jobs',
      website: 'Website',
      street: 'Street',
      cityState: 'City, state, ZIP',
      radius: 'Service radius',
      areas: 'Service areas',
      established: 'Year established',
      employees: 'Employees',
      taxId: 'Tax ID',
      insurance: 'Insurance (general liability)',
      license: 'License number',
      hours: 'Contact hours',
      quoteMethod: 'Preferred quote method',
      emergency: 'Emergency services',
      minHourly: 'Minimum hourly rate',
      maxHourly: 'Maximum hourly rate',
      minCharge: 'Minimum service charge',
      applied: 'Applied',
      approved: 'Approved',
      declined: 'Declined',
      reviewsLink: 'Google reviews',
    },
    radius: (value: string) => (value === 'statewide' ? 'Statewide' : `${value} miles`),
    yes: 'Yes, 24/7',
    no: 'No',
  },
  waitlist: {
    searchLabel: 'Search waitlist',
    searchPlaceholder: 'First name, last name or email',
    stats: {
      total: 'Total Signups',
      paid: 'Paid Deposits',
      pending: 'Pending Payment',
      refunded: 'Refunded',
      deposits: 'Total Deposits',
    },
    columns: ['Position', 'Name', 'Contact', 'Properties', 'Signup Date', 'Deposit', 'Status', 'Actions'],
    /** A refunded signup gave up its place in line. */
    noPlace: 'No place in line: the deposit was refunded',
    unpaid: 'Unpaid',
    /** A deposit given back (status 'refunded'): the amount that was refunded. */
    refunded: (amount: string) => `${amount} refunded`,
    view: 'View',
    email: 'Email',
    /** Shown when the list holds nothing. */
    empty: 'No waitlist signups',
    emptyHint: 'Owners who join the waitlist appear here.',
    noMatch: 'No matching signups',
    noMatchHint: 'Try another name or email.',
    caption: 'Waitlist signups',
    detailsTitle: (name: string) => name,
    detailLabels: {
      id: 'Signup id',
      position: 'Queue position',
      email: 'Email',
      phone: 'Phone',
      properties: 'Properties',
      signupDate: 'Signup date',
      deposit: 'Deposit',
      card: 'Card',
      status: 'Status',
    },
    properties: (value: string) => `${value} properties`,
    history: {
      title: 'Deposit history',
      caption: 'Every checkout, payment and refund of this signup, oldest first',
      columns: { date: 'Date', event: 'Event', amount: 'Amount', reference: 'Reference', status: 'Status' },
      kinds: { checkout: 'Checkout', payment: 'Payment', refund: 'Refund' },
      statuses: {
        pending: 'Awaiting payment',
        canceled: 'Payment failed',
        paid: 'Paid',
        refunded: 'Refunded',
      },
      noReference: 'None (recorded on the signup)',
      loading: 'Loading the deposit history…',
      empty: 'No checkouts, payments or refunds yet.',
      failed: 'The deposit history could not be loaded. It is tried again in a few seconds.',
      /** The history's sums, which the tab's figures count too. */
      summary: (payments: number, refunds: number, held: string) =>
        `${payments} payment${payments === 1 ? '' : 's'}, ${refunds} refund${refunds === 1 ? '' : 's'}, ${held} held now`,
    },
    unmatched: {
      title: (count: number) => `${count} paid deposit${count === 1 ? ' is' : 's are'} not on a waitlist row`,
      lead: 'The payment went through but no signup shows it. Attach each one to the signup it belongs to.',
      reasons: {
        no_waitlist_row: 'The buyer had no waitlist signup when they paid.',
        second_deposit: 'A second deposit for a signup that was already paid.',
        not_the_deposit: 'Not the $99 deposit (another amount or currency); refund it in Stripe.',
      },
      unknownBuyer: 'Buyer e-mail unknown',
      unknownAmount: 'Amount unknown',
      paidOn: (date: string) => `Paid ${date}`,
      attach: 'Attach to a signup',
      attachWhich: (amount: string, buyer: string) => `: ${amount} from ${buyer}`,
      dialogTitle: 'Attach the deposit to a signup',
      dialogDescription: (amount: string, buyer: string | null) =>
        `${amount} from ${buyer ?? 'a buyer with no known e-mail'}. The signup is marked paid and confirmed, as if the payment had reached it. A signup filled in signed out takes the buyer’s account details in place of what was typed on it.`,
      idLabel: 'Signup id (WAIT-…)',
      idHint: 'Shown under the name in the waitlist table.',
      suggested: 'Suggested: the unpaid signup this buyer may attach to.',
      suggestion: (id: string) => `Suggested signup: ${id}.`,
      detailsSource: {
        payer_row:
          'The name, e-mail and phone on this signup were typed by the buyer, signed in to their own account.',
        payer_account:
          'This signup was filled in signed out, so anyone could have typed it. Attaching replaces its name, e-mail and phone with the buyer’s account details.',
      },
      idRequired: "Enter the signup's WAIT- id.",
      cancel: 'Cancel',
      confirm: 'Attach deposit',
      attaching: 'Attaching…',
      attached: (id: string) => `The deposit is attached to ${id}; the signup is now paid.`,
      failed: 'The deposit could not be attached. Please try again.',
    },
  },
  newsletter: {
    searchLabel: 'Search subscribers',
    searchPlaceholder: 'Email',
    stats: {
      total: 'Total Subscribers',
      homepage: 'From Homepage',
      week: 'This Week',
      unconfirmed: 'Awaiting Confirmation',
      unsubscribed: 'Unsubscribed',
    },
    /** With a backend the figures count subscribers, readers who confirmed; the others are counted apart. */
    statsNote:
      'Subscribers are readers who confirmed their address. Awaiting Confirmation and Unsubscribed are counted apart.',
    exportEmails: 'Export Emails',
    exportCsv: 'Export CSV',
    /** With a backend (double opt-in): what the exports hold, for the external newsletter tool. */
    exportNote:
      'Exports hold confirmed readers only; the CSV gives each one their own unsubscribe link for the newsletter tool.',
    statusLabel: 'Status',
    statusOptions: {
      all: 'All readers',
      confirmed: 'Confirmed',
      unconfirmed: 'Unconfirmed',
      unsubscribed: 'Unsubscribed',
    },
    statusBadge: { confirmed: 'Confirmed', unconfirmed: 'Unconfirmed', unsubscribed: 'Unsubscribed' },
    columns: ['Email', 'Source', 'Signup Date', 'ID', 'Actions'],
    copy: 'Copy email',
    copied: (email: string) => `Copied ${email} to the clipboard.`,
    copyFailed: 'The email could not be copied; select it and copy it by hand.',
    send: 'Send email',
    /** In place of Send email for a reader who unsubscribed. */
    noSend: 'Unsubscribed — no mail is sent',
    /** Shown when the list holds nothing. */
    empty: 'No newsletter signups',
    emptyHint: 'Visitors who subscribe on the home or resources page appear here.',
    noMatch: 'No matching emails',
    noMatchHint: 'Try another part of the address.',
    caption: 'Newsletter subscribers',
  },
  support: {
    searchLabel: 'Search messages',
    searchPlaceholder: 'Name, email or subject',
    statusLabel: 'Status',
    statusFilterLabel: 'Filter by status',
    /** The table stores "in progress" as in_progress. */
    statusNames: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
    allStatuses: 'All statuses',
    stats: { total: 'Total Messages', open: 'Open' },
    columns: ['Ticket', 'From', 'Subject', 'Received', 'Status', 'Actions'],
    priorityLabel: 'Priority',
    categoryLabel: 'Category',
    priorities: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
    categories: {
      general: 'General',
      technical: 'Technical',
      billing: 'Billing',
      feature: 'Feature request',
      bug: 'Bug report',
    },
    statusOf: (ticket: string) => `Status of ${ticket}`,
    neverChanged: 'Not changed yet',
    changed: (when: string) => `Changed ${when}`,
    changedBy: 'by',
    saving: 'Saving…',
    savedToast: (ticket: string, status: string) => `${ticket} is now ${status.toLowerCase()}.`,
    saveFailedToast: (ticket: string) =>
      `The status of ${ticket} could not be saved. Nothing changed; please try again.`,
    goneToast: (ticket: string) => `${ticket} could not be found any more, so its status was not changed.`,
    view: 'View message',
    reply: 'Reply',
    /** The subject of a reply: the ticket reference in brackets, so the answer can be matched to the message. */
    replySubject: (ticket: string, subject: string) => `Re: [${ticket}] ${subject}`,
    detailsLabels: {
      ticket: 'Ticket',
      email: 'Email',
      priority: 'Priority',
      category: 'Category',
      received: 'Received',
      status: 'Status',
      lastChange: 'Last status change',
      message: 'Message',
    },
    /** Shown when the list holds nothing. */
    empty: 'No support messages',
    emptyHint: 'Messages sent from the contact and support pages appear here.',
    noMatch: 'No matching messages',
    noMatchHint: 'Try another search or status.',
    caption: 'Support messages',
  },
} as const;
