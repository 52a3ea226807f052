// What happens after a vendor applies, step by step: shown on the submitted page and repeated in the 'application
// received' e-mail (supabase/templates/mail/vendor-application.ts), so both always tell the same timeline. It names
// only steps someone performs: the review, the portal invite that comes with an approval, the documents uploaded and
// verified in the portal (with reminders before they expire), then jobs.
// Keep this file free of imports: the edge functions (Deno) import it as it is.

export const reviewTimeline = [
  {
    title: 'Review and credential verification',
    timing: '3-5 business days',
    body: 'Our vendor relations team reviews your application, verifies your license and insurance details and reads your reviews. We may call you for a short phone interview.',
  },
  {
    title: 'Approval and portal invite',
    timing: 'Once approved',
    body: 'Once approved, you get your portal invite by e-mail. Choose a password and your vendor portal opens.',
  },
  {
    title: 'Documents',
    timing: 'In the portal, after approval',
    body: 'You upload your trade license, certificate of insurance and W-9 in the vendor portal, and we verify each one. We remind you by e-mail 30 days and 7 days before your license or insurance expires.',
  },
  {
    title: 'Jobs',
    timing: 'Once your documents are verified',
    body: 'Jobs in your trades and service area reach you by text and in the vendor portal.',
  },
] as const;
