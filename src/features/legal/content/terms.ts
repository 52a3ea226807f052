import { CalendarX, Percent, Receipt, Scale } from 'lucide-react';
import { site } from '@/config/site';
import type { LegalDocumentContent } from '../types';
import { LEGAL_LAST_UPDATED, accountSettingsLink, contactLines } from './shared';

export const termsOfService: LegalDocumentContent = {
  metaTitle: 'Terms of Service',
  title: 'Terms of Service',
  description: `The agreement between ${site.name} and the owners, vendors and visitors who use our rental management service.`,
  summary: `These terms are the agreement between you and ${site.name} when you use our website or our property management service. We have tried to write them the way we run the business: clearly, with no surprises in the small print.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  highlightsTitle: 'The terms at a glance',
  highlights: [
    { icon: Percent, title: '2% of rent collected', description: 'One all-inclusive fee. No setup, cancellation or hidden fees.' },
    { icon: Receipt, title: 'Refundable deposit', description: 'Refund your $99 deposit yourself, any time before onboarding.' },
    { icon: CalendarX, title: '30 days notice', description: 'Leave any time with 30 days notice. No minimum contract.' },
    { icon: Scale, title: 'Texas law', description: 'Disputes go to arbitration in Austin, Texas.' },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Agreeing to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `By creating an account, joining the waitlist, applying to the vendor network or using the service, you agree to these terms and to our privacy policy. If you use ${site.name} on behalf of a company, you confirm that you can bind that company to these terms.`,
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use the service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You must be at least 18 years old and able to enter a binding contract. Owners must own the properties they add, or be authorized in writing by the owner to manage them.',
        },
      ],
    },
    {
      id: 'the-service',
      heading: 'What the service includes',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} manages rental properties with AI systems supervised by our team: tenant communication, maintenance triage and vendor dispatch, rent collection and tracking, tenant screening, rent recommendations, reporting, a tenant portal and an owner dashboard.`,
        },
        {
          kind: 'paragraph',
          text: 'We do not give legal, tax or financial advice. Our emergency response coordinates repairs; it does not replace emergency services. Tenants and owners should always call 911 when life or property is in danger.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep your login details private and tell us straight away if you think someone else has used your account. You are responsible for what happens in your account, and the information you give us must be accurate and kept up to date.',
        },
        {
          kind: 'paragraph',
          text: 'You can change your e-mail address and password, download your data and delete your account yourself in',
          link: accountSettingsLink,
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The management fee is 2% of monthly rent collected. It is all-inclusive: there are no setup fees, no cancellation fees and no hidden fees. If a property is vacant or rent is not collected in a month, no fee is due for that property that month.',
        },
        {
          kind: 'list',
          items: [
            'We deduct the fee from the rent we collect before paying the balance to you, and show it on your monthly statement.',
            'Vendor invoices are passed on at cost. We add zero markup to maintenance.',
            'Repairs above the approval limit you set wait for your approval, except emergencies that threaten health, safety or the property.',
          ],
        },
      ],
    },
    {
      id: 'deposit-and-refunds',
      heading: 'Reservation deposit and refunds',
      blocks: [
        {
          kind: 'paragraph',
          text: "The $99 reservation deposit holds your place on the waitlist and locks the 2% rate for the life of your account. It is fully refundable until your onboarding starts, and once it has started it is credited in full against your first month's fee.",
        },
        {
          kind: 'paragraph',
          text: 'You refund the deposit yourself from your owner dashboard, at any time before onboarding. We issue the refund at once, to the card you paid with, and banks usually show it within 5 to 10 business days. A refund gives up your place in line and the rate lock. Deleting your account refunds a paid deposit first.',
        },
        {
          kind: 'paragraph',
          text: 'If you believe we charged you in error, send us a refund request within 30 days of the charge. We review every request and return the money to your original payment method when the charge was wrong.',
        },
      ],
    },
    {
      id: 'owner-responsibilities',
      heading: 'Owner responsibilities',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep your properties insured and meet the habitability, safety and fair-housing laws that apply to them.',
            'Keep enough money available, or a payment method on file, for repairs you approve and emergency work.',
            'Give us accurate information about leases, tenants and the condition of each property.',
          ],
        },
      ],
    },
    {
      id: 'vendors',
      heading: 'Vendors',
      blocks: [
        {
          kind: 'paragraph',
          text: `Vendors in our network are independent businesses, not employees or agents of ${site.name}. They must hold the licenses and insurance their trade requires and keep them current. We pay approved vendors within 24 hours of job completion, on the owner's behalf, from funds held for that property.`,
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'You agree not to:' },
        {
          kind: 'list',
          items: [
            'Use the service to discriminate against tenants or applicants, or to break any law.',
            'Try to reach data or accounts that are not yours, or test our security without following our responsible disclosure policy.',
            'Copy, resell or reverse engineer the service, or overload it with automated requests.',
          ],
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Availability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We aim for 99.9% uptime each month, not counting maintenance we announce in advance. When something does go wrong, we tell you on our status channels and in the app, and we keep urgent tenant issues moving by phone while we fix it.',
        },
      ],
    },
    {
      id: 'your-data',
      heading: 'Your data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You own your property, tenant and financial records. You give us permission to use them only to provide the service. When your service ends, we hand over your data within 30 days in a standard, portable format.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Ending the service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'There is no minimum contract. You can end the service at any time by giving us 30 days notice in writing, with no cancellation fee. We can end it with the same 30 days notice, or straight away if you seriously breach these terms or the law.',
        },
        {
          kind: 'paragraph',
          text: 'Before onboarding there is no service to end: refund your deposit from your owner dashboard, and if you no longer want your account, delete it in',
          link: accountSettingsLink,
        },
        {
          kind: 'paragraph',
          text: 'During the notice period we keep managing your properties as usual and help hand over tenants, deposits, keys and open repairs to you or your next manager.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide the service with reasonable skill and care. Beyond that, and as far as the law allows, it is provided "as is": we do not promise particular rent levels, occupancy, tenant behavior or investment results.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: `As far as the law allows, ${site.name}'s total liability for any claim about the service is limited to the fees you paid us in the 12 months before the event that led to the claim. We are not liable for indirect or consequential losses such as lost profits. Nothing in these terms limits liability that the law does not allow us to limit.`,
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You agree to cover our reasonable costs if a claim is brought against us because you broke these terms or the law, for example by giving us instructions that breach fair-housing rules.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the State of Texas. If a dispute cannot be settled by talking to us first, it will be resolved by binding arbitration in Austin, Texas, on an individual basis. Either of us may still bring an individual claim in small-claims court.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms as the service grows. We change the date at the top, and for significant changes we e-mail account holders before they take effect. Your 2% rate stays locked whatever else changes.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { kind: 'paragraph', text: 'Questions about these terms? We are happy to explain any part of them.' },
        { kind: 'contact', lines: contactLines() },
      ],
    },
  ],
};
