import { EyeOff, HardDrive, Lock, UserCheck } from 'lucide-react';
import { site } from '@/config/site';
import type { LegalDocumentContent } from '../types';
import { LEGAL_LAST_UPDATED, accountSettingsLink, contactLines } from './shared';

export const privacyPolicy: LegalDocumentContent = {
  metaTitle: 'Privacy Policy',
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses, shares and protects the information of owners, tenants, vendors and visitors.`,
  summary: `${site.name} looks after rental homes, which means we look after information about the people connected to them. This policy explains, in plain language, what we collect, why, who we share it with and the choices you have.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  highlightsTitle: 'Privacy at a glance',
  highlights: [
    { icon: EyeOff, title: 'We never sell your data', description: 'Not to advertisers, not to data brokers, not to anyone.' },
    { icon: HardDrive, title: 'Browser-first forms', description: 'Waitlist, newsletter and vendor forms are saved in your own browser first.' },
    { icon: Lock, title: 'Encrypted everywhere', description: 'AES-256 at rest and TLS in transit for everything we store.' },
    { icon: UserCheck, title: 'Your rights, honored', description: 'Download your data or delete your account yourself, any time, from your account settings.' },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} provides AI-assisted rental property management for a flat fee. In this policy "${site.name}", "we" and "us" mean the company that runs the service and this website. We decide how your personal information is used, so we are responsible for it.`,
        },
        {
          kind: 'paragraph',
          text: 'This policy covers our website, the owner and vendor portals, the tenant portal and chat, and the e-mails and text messages we send. It applies to property owners, tenants of the homes we manage, contractors in our vendor network and anyone who visits the site.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what we need to run the service. Depending on how you use it, that includes:' },
        {
          kind: 'list',
          items: [
            'Account details: your name, e-mail address and a password, which we store only as a salted hash.',
            'Waitlist details: name, e-mail address, phone number and how many properties you own.',
            'Payment details: the amount, date and status of a payment, and the brand and last four digits of your card. Full card numbers go straight to our payment processor and never reach our servers.',
            'Property and tenancy details you give us to manage a home: addresses, leases, rent amounts, tenant contact details and maintenance history.',
            'Vendor applications: company and contact details, tax ID, insurance and license numbers, service area, trades, contact hours and rates.',
            'Messages: support requests, tenant chats and maintenance reports, including photos you attach.',
            'Newsletter sign-ups: your e-mail address, the page where you signed up and whether you confirmed or unsubscribed.',
            "Where you first came from: the campaign tags (utm_source, utm_medium, utm_campaign) of the link that first brought you to our website and the name of the site that linked to us. Your browser keeps this note and sends it with each form you submit; we store it with that submission.",
            'Technical information: browser type, device, pages visited and approximate location derived from your IP address, used to keep the service secure and working.',
          ],
        },
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Information kept in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: "Several forms on this website save what you enter in your own browser's local storage before anything else happens: the waitlist, the newsletter sign-up and the vendor application. That way nothing you type is lost if your connection drops.",
        },
        {
          kind: 'paragraph',
          text: "When our backend is available, the same submission is also sent to our database so our team can respond to it. You can remove the copy in your browser at any time by clearing this site's data in your browser settings. To remove the copy we hold, delete your account in your account settings if you have one, or contact us as described below.",
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To provide the service: answer tenants, diagnose and dispatch repairs, collect rent, screen applicants and report to owners.',
            'To process payments, including the refundable reservation deposit and the management fee.',
            'To review vendor applications, verify credentials and send jobs to approved vendors.',
            'To answer support requests and send service messages, such as maintenance updates and receipts.',
            'To send our newsletter, only if you asked for it. Every issue has a one-click unsubscribe link.',
            'To keep the service secure, prevent fraud and meet our legal obligations.',
            'To improve the service using aggregated information that does not identify you.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our AI models help with triage and communication. They work on your information only to provide the service to you, and we do not use the content of your tenancy records or messages to train models for anyone else.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'How we share information',
      blocks: [
        { kind: 'paragraph', text: 'We never sell personal information. We share it only in these situations:' },
        {
          kind: 'list',
          items: [
            'With vendors, only what a job needs: the property address, the problem, access notes and a tenant contact for scheduling.',
            'With owners, the information about their own properties, tenants and vendors.',
            'With service providers who host our systems, handle authentication, process payments and deliver e-mail and text messages. They act on our instructions and must protect the data.',
            'When the law requires it, or to protect the safety of a person or the security of the service.',
            'If our business is sold or merged, with the new owner, who must keep this policy or tell you before it changes.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We encrypt stored data with AES-256 and all traffic with TLS. Staff access is limited to those who need it, protected by multi-factor authentication and logged. If a security incident affects your personal information, we notify you within 72 hours of confirming it. Our security page describes these measures in detail.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep account, property and tenancy records while you use the service. When your service ends, we hand over your data within 30 days in a standard format, then delete it, except the payment records described below.',
        },
        {
          kind: 'paragraph',
          text: 'When you delete your account, we first refund a paid $99 deposit that has not been refunded yet, to the card you paid with. Then we delete your account, your waitlist entry, the support messages and the vendor application sent from your e-mail address, and your newsletter subscription.',
        },
        {
          kind: 'paragraph',
          text: "We keep the payment records of your account: the order reference, the amount, the dates, the payment status and our payment processor's reference numbers. Once your account is deleted they no longer carry your name or e-mail address. We keep them because the law requires us to keep financial records for accounting and tax.",
        },
        {
          kind: 'paragraph',
          text: 'When you unsubscribe from the newsletter, we keep your e-mail address and the time you unsubscribed, and nothing else. We keep them so that your opt-out is honored: no newsletter goes to that address again, and nobody can sign it up again unless its owner confirms from that inbox. Deleting your account keeps an opt-out in place for the same reason.',
        },
        {
          kind: 'paragraph',
          text: `We keep a declined vendor application, with our decision and the reason for it, so that a later application from the same business is reviewed with that history. We do not delete it after a set time. To have it deleted, write to ${site.contact.vendorEmail} from the address you applied with, and we will delete it.`,
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        { kind: 'paragraph', text: 'Wherever you live, you can ask us to:' },
        {
          kind: 'list',
          items: [
            'Tell you what personal information we hold about you and give you a copy.',
            'Correct information that is wrong or incomplete.',
            'Delete your information, unless we must keep it by law.',
            'Export your information in a portable format.',
            'Stop using your information for marketing.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'With an account, you do most of this yourself. Signed in, you can change your e-mail address (we send a confirmation to the new address) and your password, download your data as one JSON file (your account, your waitlist entry, your orders and refunds, your newsletter status, your support messages, the vendor application sent from your address, your properties, your onboarding calls, the review of your vendor documents and where you first came from), and delete your account, which you confirm by typing your e-mail address. All of this is in',
          link: accountSettingsLink,
        },
        {
          kind: 'paragraph',
          text: 'For anything else, or if you have no account, contact us as described below.',
        },
        {
          kind: 'paragraph',
          text: 'California residents have these rights under the CCPA, including the right to know and the right to opt out of the sale of personal information; because we never sell it, there is nothing to opt out of. Visitors from the European Economic Area and the United Kingdom have the rights the GDPR grants, including the right to object and to complain to a data protection authority. We will never treat you differently for using your rights.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Age requirement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Owner and vendor accounts are for adults: you must be at least 18 years old to use them. We do not knowingly collect information from children. If you believe a child has given us personal information, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'international',
      heading: 'Where information is stored',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We store and process information in the United States. When we transfer information from other countries, we use safeguards the law recognizes, such as standard contractual clauses.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we update the date at the top. If a change is significant, we also tell account holders by e-mail before it takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { kind: 'paragraph', text: 'Questions about privacy or a request about your information? Reach us here:' },
        { kind: 'contact', lines: contactLines() },
      ],
    },
  ],
};
