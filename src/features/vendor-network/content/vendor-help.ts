import { paths } from '@/config/paths';
import { vendorSupport } from './vendors';

export type HelpLink = { label: string; href: string };
export type VendorQuestion = { id: string; question: string; answer: readonly string[]; links?: readonly HelpLink[] };
export type VendorQuestionGroup = { id: string; title: string; questions: readonly VendorQuestion[] };

export const vendorHelpHero = {
  eyebrow: 'Vendor support',
  title: 'Vendor Help',
  lead: 'Straight answers about joining the DoorKeep network, receiving jobs and getting paid. If your question is not here, our vendor relations team is a call or an e-mail away.',
} as const;

export const vendorHelpQuickLinks = {
  apply: { label: 'Apply to join', description: 'Start the ten-minute application.', href: paths.vendorSignup.getHref() },
  login: { label: 'Vendor login', description: 'Open your jobs and earnings.', href: paths.vendorLogin.getHref() },
  contact: { label: 'Contact support', description: 'Send us a message any time.', href: paths.contact.getHref() },
} as const;

/** The vendor questions, grouped the way a contractor meets them: applying, working, getting paid, getting help. */
export const vendorQuestionGroups: readonly VendorQuestionGroup[] = [
  {
    id: 'joining',
    title: 'Joining the network',
    questions: [
      {
        id: 'application-review',
        question: 'How long does the application review take?',
        answer: [
          'Our vendor relations team reviews your application and verifies your credentials in 3-5 business days, and may call you for a short phone interview.',
          'We e-mail you when your application arrives, with its VN- number, and once approved you get your portal invite by e-mail. If we need anything else from you, we ask once and say exactly what is missing.',
        ],
      },
      {
        id: 'documents',
        question: 'What documents do I need?',
        answer: [
          'Have three things ready: your trade or contractor license, your certificate of general liability insurance and a signed W-9. Once approved you get your portal invite, and you upload them in the Documents tab of the vendor portal; the application itself only asks for the license and insurance numbers.',
          'We verify each document and e-mail you if one needs another look. Jobs reach you once all three are verified.',
          'We e-mail you 30 days and 7 days before your license or insurance expires, and on the day it does. Upload the renewed one in the portal: until we verify a current one, new jobs pause.',
        ],
      },
      {
        id: 'cost',
        question: 'Does it cost anything to join?',
        answer: [
          'No. Applying and joining are free, and we never charge lead fees or take a cut of your invoice. Owners pay DoorKeep a flat management fee; your price is your price.',
        ],
      },
      {
        id: 'apply',
        question: 'How do I apply?',
        answer: [
          'Fill in the three-step online application: your contact details, your business details and trades, and the area you serve. It takes about ten minutes.',
        ],
        links: [{ label: 'Start your application', href: paths.vendorSignup.getHref() }],
      },
    ],
  },
  {
    id: 'jobs',
    title: 'Receiving jobs',
    questions: [
      {
        id: 'dispatch',
        question: 'How are jobs dispatched?',
        answer: [
          'When a tenant reports a problem, DoorKeep diagnoses it, then offers the job to approved vendors in that trade whose service area covers the property. Ratings, response times and distance decide who hears first.',
          'You receive a text message and a notice in the vendor portal with the diagnosis, the tenant\'s photos, access notes and a scheduling window. Accept it if it fits; if you pass, the next vendor is asked. Declining a job never counts against you.',
        ],
        links: [{ label: 'Sign in to the vendor portal', href: paths.vendorLogin.getHref() }],
      },
      {
        id: 'emergencies',
        question: 'How does emergency work work?',
        answer: [
          'Burst pipes, no heat in winter, no cooling in a heatwave, electrical hazards and break-ins are emergencies. If you opted in to emergency services, these jobs reach you first by urgent text, with priority notifications and higher compensation for the call-out.',
          'Respond quickly to accept. If we cannot reach you within minutes, the job goes to the next emergency vendor so the tenant is never left waiting. You can switch emergency work on or off in your profile at any time.',
        ],
      },
      {
        id: 'service-area',
        question: 'Can I choose where and when I work?',
        answer: [
          'Yes. You set your service radius, the zip codes or areas you cover and your contact hours. We only send you jobs inside those limits, and you can change them in the portal whenever your schedule changes.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Getting paid',
    questions: [
      {
        id: 'payment-timing',
        question: 'When do I get paid?',
        answer: [
          'Within 24 hours of job completion. Mark the job complete in the portal with your invoice and a photo of the finished work, and the payment is on its way. No net-30 terms and no chasing.',
        ],
      },
      {
        id: 'rates',
        question: 'Who sets my rates?',
        answer: [
          'You do. Tell us your hourly range and minimum service charge when you apply. For larger jobs you send a quote through your preferred channel, and the owner approves it before you start.',
        ],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    questions: [
      {
        id: 'support-hours',
        question: 'When can I reach vendor support?',
        answer: [
          `Our vendor relations team takes calls ${vendorSupport.hours}. E-mails are answered ${vendorSupport.emailResponse}, and job emergencies are handled around the clock through the portal.`,
        ],
        links: [{ label: 'Contact support', href: paths.contact.getHref() }],
      },
    ],
  },
];

export const vendorHelpContact = {
  title: 'Still have a question?',
  lead: 'Talk to our vendor relations team. We know the network inside out.',
} as const;
