// What happens after a vendor applies, step by step: shown on the submitted page and repeated in the 'application
// received' e-mail (supabase/templates/mail/vendor-application.ts), so both always tell the same timeline.
// Keep this file free of imports: the edge functions (Deno) import it as it is.

export const reviewTimeline = [
  {
    title: 'Review and credential verification',
    timing: '3-5 business days',
    body: 'Our vendor relations team reviews your application and verifies your license and insurance details.',
  },
  {
    title: 'Reference check',
    timing: '1-2 business days',
    body: 'We speak with references and read your reviews, and may call you for a short phone interview.',
  },
  {
    title: 'Document upload',
    timing: 'Upon approval',
    body: 'Once approved, you upload copies of your license and insurance certificate.',
  },
  {
    title: 'Portal access',
    timing: 'Right after your documents are in',
    body: 'You get your vendor portal login and start receiving jobs in your service area.',
  },
] as const;
