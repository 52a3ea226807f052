import { ArrowRight, FileText } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { Container } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';
import { legalPages, type LegalPageName } from '../content';
import type { LegalBlock, LegalDocumentContent, LegalSection } from '../types';

type LegalDocumentProps = {
  content: LegalDocumentContent;
  /** Which legal page this is, so the related links leave it out. */
  page: LegalPageName;
};

const linkClass =
  'rounded font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A legal document: title block, optional highlights, a table of contents and numbered sections. */
export function LegalDocument({ content, page }: LegalDocumentProps) {
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.description} />
      <Container className="pb-10 pt-10 sm:pb-14 sm:pt-16">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
            <FileText className="h-4 w-4" aria-hidden="true" />
            Legal
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl">{content.title}</h1>
          {content.lastUpdated && (
            <p className="mt-4 text-sm font-semibold text-ink-600">
              Last updated <time dateTime={content.lastUpdated.iso}>{content.lastUpdated.label}</time>
            </p>
          )}
          <p className="mt-5 text-lg leading-8 text-ink-700 text-pretty">{content.summary}</p>
        </div>
        {content.highlights && (
          <section aria-labelledby="legal-highlights" className="mt-10">
            <h2 id="legal-highlights" className="text-sm font-bold uppercase tracking-wider text-brand-700">
              {content.highlightsTitle}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {content.highlights.map(({ icon: Icon, title, description }) => (
                <li key={title} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card">
                  <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-bold text-ink-900">{title}</h3>
                  <p className="mt-1 text-sm text-ink-600">{description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Container>

      <Container className="pb-20 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <TableOfContents sections={content.sections} />
        <article className="mt-10 max-w-3xl lg:mt-0">
          {content.sections.map((section, index) => (
            <DocumentSection key={section.id} section={section} number={index + 1} />
          ))}
          <RelatedPolicies page={page} />
        </article>
      </Container>
    </>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="legal-toc" className="lg:order-none">
      <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
        <h2 id="legal-toc" className="text-sm font-bold uppercase tracking-wider text-ink-600">
          On this page
        </h2>
        <ol className="mt-3 space-y-0.5 lg:border-l lg:border-ink-200">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex gap-2 rounded-lg py-1.5 text-[0.95rem] text-ink-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 lg:-ml-px lg:rounded-none lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-brand-700"
              >
                <span className="w-5 shrink-0 tabular-nums text-ink-600" aria-hidden="true">
                  {index + 1}.
                </span>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function DocumentSection({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-t border-ink-200 py-9 first:border-t-0 first:pt-0"
    >
      <h2 id={headingId} className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-ink-900">
        <span className="text-base font-extrabold tabular-nums text-brand-700" aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="mt-4 leading-7 text-ink-700">
          {block.text}
          {block.link && (
            <>
              {' '}
              <SiteLink href={block.link.href} className={linkClass}>
                {block.link.label}
              </SiteLink>
              .
            </>
          )}
        </p>
      );
    case 'list':
      return (
        <ul className="mt-4 space-y-3">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 leading-7 text-ink-700">
              <span className="mt-[0.7rem] h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <>
          {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div role="region" aria-label={block.caption} tabIndex={0} className="mt-6 hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-brand-700 sm:block">
            <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
              <caption className="sr-only">{block.caption}</caption>
              <thead className="bg-ink-50 text-ink-800">
                <tr>
                  {block.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {block.rows.map(([first, ...rest]) => (
                  <tr key={first} className="align-top">
                    <th scope="row" className="px-4 py-4 font-semibold text-ink-900">
                      {first}
                    </th>
                    {rest.map((cell, index) => (
                      <td key={index} className="px-4 py-4 text-ink-700">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* On a phone the same rows read better as cards; only one of the two is ever displayed. */}
          <ul aria-label={block.caption} className="mt-6 space-y-3 sm:hidden">
            {block.rows.map(([first, ...rest]) => (
              <li key={first} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card">
                <p className="font-bold text-ink-900">{first}</p>
                <dl className="mt-3 space-y-2 text-sm">
                  {rest.map((cell, index) => (
                    <div key={index}>
                      <dt className="font-semibold text-ink-600">{block.columns[index + 1]}</dt>
                      <dd className="text-ink-800">{cell}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      );
    case 'contact':
      return (
        <dl className="mt-5 grid gap-3 rounded-2xl border border-ink-200 bg-ink-50 p-5 sm:grid-cols-[8rem_1fr]">
          {block.lines.map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-sm font-semibold text-ink-600">{line.label}</dt>
              <dd className="break-words text-ink-900">
                {line.href ? (
                  <a href={line.href} className={linkClass}>
                    {line.value}
                  </a>
                ) : (
                  line.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

function RelatedPolicies({ page }: { page: LegalPageName }) {
  const others = legalPages.filter((item) => item.name !== page);
  return (
    <aside aria-labelledby="related-policies" className="mt-4 rounded-2xl border border-brand-100 bg-brand-50/70 p-6">
      <h2 id="related-policies" className="text-lg font-bold text-ink-900">
        Related policies
      </h2>
      <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {others.map((item) => (
          <li key={item.href}>
            <SiteLink href={item.href} className={`inline-flex items-center gap-1 ${linkClass}`}>
              {item.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
