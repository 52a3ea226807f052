import { BadgeCheck, FileLock2, Globe2, Hourglass } from 'lucide-react';
import { site } from '@/config/site';
import type { LegalDocumentContent } from '../types';
import { contactLines } from './shared';
import { mailtoHref } from '@/lib/mailto';

const reportSubject = 'Security report';

export const securityPolicy: LegalDocumentContent = {
  metaTitle: 'Security',
  title: `Security at ${site.name}`,
  description: `How ${site.name} protects owner, tenant and vendor data: certifications, encryption, access control, incident response and responsible disclosure.`,
  summary: 'Owners trust us with their homes, their tenants and their money. We protect that trust with independent audits, strong encryption and a team that treats every report seriously.',
  highlightsTitle: 'Certifications and compliance',
  highlights: [
    { icon: BadgeCheck, title: 'SOC 2 Type II certified', description: 'Independently audited controls for security, availability and confidentiality.' },
    { icon: Globe2, title: 'GDPR and CCPA compliant', description: 'Privacy rights honored for visitors from Europe and California alike.' },
    { icon: Hourglass, title: 'ISO 27001 in progress', description: 'Our information security management system is being certified.' },
    { icon: FileLock2, title: 'AES-256 encryption', description: 'Every record encrypted at rest; TLS for everything in transit.' },
  ],
  sections: [
    {
      id: 'our-approach',
      heading: 'Our approach',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Security is part of how we design, build and run the service, not a layer added at the end. We collect only the data the service needs, limit who can see it, encrypt it everywhere and test our defenses regularly.',
        },
      ],
    },
    {
      id: 'compliance',
      heading: 'Certifications and compliance',
      blocks: [
        {
          kind: 'list',
          items: [
            'SOC 2 Type II certified: an independent auditor tests our security, availability and confidentiality controls over a full review period, every year.',
            'GDPR and CCPA compliant: we honor the rights of people in Europe and California to know, correct, export and delete their data.',
            'ISO 27001 in progress: we are certifying our information security management system against the international standard.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Customers can request a copy of our latest SOC 2 report under a non-disclosure agreement.',
        },
      ],
    },
    {
      id: 'encryption',
      heading: 'Encryption',
      blocks: [
        {
          kind: 'paragraph',
          text: 'All stored data, including backups, is encrypted with AES-256. Data in transit between your browser, our servers and our providers is protected with TLS 1.2 or higher. Card numbers are handled by our PCI DSS compliant payment processor and never touch our servers.',
        },
      ],
    },
    {
      id: 'access-control',
      heading: 'Access control',
      blocks: [
        {
          kind: 'list',
          items: [
            'Row-level security in our database: every owner, vendor and tenant can read only their own records.',
            'Least privilege for staff: people can see customer data only when their role and a specific task require it.',
            'Multi-factor authentication on every staff account and every production system.',
            'Audit logs of administrative access, kept and reviewed for unusual activity.',
          ],
        },
      ],
    },
    {
      id: 'infrastructure',
      heading: 'Infrastructure and availability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We run on established cloud providers with data centers in the United States that hold their own security certifications. We aim for 99.9% uptime, monitor the service around the clock and take encrypted backups every day, which we restore in regular drills.',
        },
      ],
    },
    {
      id: 'application-security',
      heading: 'Secure development',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every change is peer reviewed and tested automatically before release.',
            'Dependencies are scanned for known vulnerabilities and patched promptly.',
            'Independent penetration tests at least once a year, with findings tracked to closure.',
            'Secrets are kept in managed vaults, never in code.',
          ],
        },
      ],
    },
    {
      id: 'people',
      heading: 'Our people',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everyone at DoorKeep passes a background check, signs a confidentiality agreement and completes security training when they join and every year after. Access is removed on the day someone leaves.',
        },
      ],
    },
    {
      id: 'incident-response',
      heading: 'Incident response',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep a tested incident response plan. If an incident affects your data, we notify you within 72 hours of confirming it, tell you what happened and what we are doing about it, and follow up until it is resolved.',
        },
      ],
    },
    {
      id: 'responsible-disclosure',
      heading: 'Responsible disclosure',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you believe you have found a vulnerability, please e-mail us with the subject "${reportSubject}" and enough detail for us to reproduce it. We answer security reports within 24 hours and keep you updated until the issue is fixed.`,
        },
        {
          kind: 'list',
          items: [
            'Give us reasonable time to fix the issue before you share it publicly.',
            'Do not access, change or delete data that is not yours, and stop as soon as you reach someone else\'s data.',
            'Do not run tests that disrupt the service, such as denial-of-service attacks or spam.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We will not take legal action against researchers who follow these guidelines in good faith, and we are glad to credit you once the fix is live.',
        },
        {
          kind: 'contact',
          lines: [
            {
              label: 'Security reports',
              value: site.contact.supportEmail,
              href: mailtoHref(site.contact.supportEmail, { subject: reportSubject }),
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { kind: 'paragraph', text: 'Questions about security, or need our SOC 2 report for your own review? Reach our team:' },
        { kind: 'contact', lines: contactLines() },
      ],
    },
  ],
};
