/**
 * Brand and contact facts. This is the only file that spells them; everything else imports `site`.
 * The contact details are placeholders until the business publishes real ones.
 */
export const site = {
  name: 'DoorKeep',
  tagline: 'AI property management for a flat 2%',
  /** Prefix of support ticket references: DK-XXXXXXXXX. */
  ticketPrefix: 'DK',
  contact: {
    email: 'hello@doorkeep.example',
    supportEmail: 'support@doorkeep.example',
    vendorEmail: 'vendors@doorkeep.example',
    phoneDisplay: '(702) 555-0142',
    phoneHref: '+17025550142',
    address: {
      street: '1200 Example Ave, Suite 300',
      city: 'Las Vegas',
      region: 'NV',
      postalCode: '89101',
    },
  },
} as const;

/** A one-line postal address for footers and contact blocks. */
export function formatAddress(address = site.contact.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
