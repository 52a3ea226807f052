import { ArrowRight, ClipboardCheck, LogIn, MessageCircle } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';
import { vendorHelpContact, vendorHelpHero, vendorHelpQuickLinks, vendorQuestionGroups } from '../content/vendor-help';
import { VendorContact, darkOutlineClasses } from './vendor-contact';

const quickLinks = [
  { ...vendorHelpQuickLinks.apply, icon: ClipboardCheck },
  { ...vendorHelpQuickLinks.login, icon: LogIn },
  { ...vendorHelpQuickLinks.contact, icon: MessageCircle },
];

const inlineLinkClass =
  'inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The /vendor-help page: the questions contractors ask before and after they join. */
export function VendorHelpPage() {
  return (
    <>
      <PageMeta
        title="Vendor Help"
        description="Answers for DoorKeep vendors: payment within 24 hours of job completion, application review times, documents, job dispatch and support hours."
      />
      <section aria-labelledby="vendor-help-title">
        <Container className="pb-10 pt-10 sm:pt-16">
          <div className="max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{vendorHelpHero.eyebrow}</p>
            <h1
              id="vendor-help-title"
              className="mt-2 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl"
            >
              {vendorHelpHero.title}
            </h1>
            <p className="mt-4 text-lg text-ink-700 text-pretty">{vendorHelpHero.lead}</p>
          </div>
          <nav aria-label="Vendor quick links" className="mt-10">
            <ul className="grid gap-4 sm:grid-cols-3">
              {quickLinks.map(({ label, description, href, icon: Icon }) => (
                <li key={href}>
                  <SiteLink
                    href={href}
                    className="group flex h-full items-center gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-card transition-shadow hover:shadow-lift focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none"
                  >
                    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-bold text-ink-900">{label}</span>
                      <span className="block text-sm text-ink-600">{description}</span>
                    </span>
                    <ArrowRight
                      className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>

      <Container className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-12">
        <nav aria-label="Topics" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-bold uppercase tracking-wider text-ink-600">Topics</p>
            <ul className="mt-3 space-y-1 border-l border-ink-200">
              {vendorQuestionGroups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-700 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="space-y-14">
          {vendorQuestionGroups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
              <h2 id={`${group.id}-title`} className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
                {group.title}
              </h2>
              <div className="mt-6 space-y-4">
                {group.questions.map((item) => (
                  <article
                    key={item.id}
                    id={item.id}
                    aria-labelledby={`${item.id}-title`}
                    className="scroll-mt-24 rounded-2xl border border-ink-200 bg-white p-6 shadow-card"
                  >
                    <h3 id={`${item.id}-title`} className="text-lg font-bold text-ink-900">
                      {item.question}
                    </h3>
                    <div className="mt-3 space-y-3 text-ink-700">
                      {item.answer.map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                    </div>
                    {item.links && (
                      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                        {item.links.map((link) => (
                          <SiteLink key={link.href} href={link.href} className={inlineLinkClass}>
                            {link.label}
                            <ArrowRight className="h-4 w-4" aria-hidden="true" />
                          </SiteLink>
                        ))}
                      </p>
                    )}
                  </article>
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>

      <VendorContact
        id="vendor-help-contact"
        title={vendorHelpContact.title}
        lead={vendorHelpContact.lead}
        actions={
          <>
            <Button href={paths.contact.getHref()} variant="secondary" className="whitespace-nowrap">
              <MessageCircle className="h-5 w-5" aria-hidden="true" />
              Contact support
            </Button>
            <SiteLink href={paths.vendorSignup.getHref()} className={darkOutlineClasses}>
              Apply to join
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </SiteLink>
          </>
        }
      />
    </>
  );
}
