import { useId, useMemo, useState, type ChangeEvent, type ComponentType } from 'react';
import {
  ArrowRight,
  LifeBuoy,
  Mail,
  Rocket,
  Search,
  SearchX,
  ShieldCheck,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { islandOf } from '@/lib/islands/island';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { helpGroups, helpPage as copy, type HelpGroupIcon } from '../content/help';
import { searchHelp } from '../lib/help-search';

const groupIcons: Record<HelpGroupIcon, ComponentType<{ className?: string }>> = {
  rocket: Rocket,
  wallet: Wallet,
  wrench: Wrench,
  users: Users,
  shield: ShieldCheck,
};

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every occurrence of the query's words wrapped in <mark>, rendered as text (never HTML). */
function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded bg-accent-200 px-0.5 text-ink-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The owner Help Center: questions grouped by topic, filtered as the visitor types. */
export function HelpCenter() {
  const [query, setQuery] = useState('');
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value);
  const inputId = useId();
  const result = useMemo(() => searchHelp(helpGroups, query), [query]);
  const trimmed = query.trim();
  const matchCounts = new Map(result.groups.map((group) => [group.id, group.questions.length]));
  const terms = useMemo(() => trimmed.toLowerCase().split(/\s+/).filter(Boolean), [trimmed]);

  const status = trimmed === '' ? copy.status.all(result.total) : copy.status.matches(result.count, trimmed);

  return (
    <div className="pb-20 pt-14 sm:pb-28 sm:pt-20">
        <Container>
          <SectionHeading as="h1" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />

          <div role="search" className="mx-auto mt-10 max-w-2xl">
            <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
              {copy.searchLabel}
            </label>
            <div className="relative mt-2">
              <Search
                className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-500"
                aria-hidden="true"
              />
              <input
                id={inputId}
                type="search"
                value={query}
                onChange={onSearch}
                placeholder={copy.searchPlaceholder}
                autoComplete="off"
                spellCheck={false}
                className="block min-h-14 w-full rounded-2xl border border-ink-300 bg-white pl-12 pr-4 text-lg text-ink-900 shadow-card placeholder:text-ink-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40"
              />
            </div>
          </div>

          <div aria-live="polite" className="mx-auto mt-4 max-w-2xl text-center">
            {result.count > 0 ? (
              <p className="text-sm font-medium text-ink-600">{status}</p>
            ) : (
              <div className="mt-6 rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center">
                <SearchX className="mx-auto h-10 w-10 text-ink-500" aria-hidden="true" />
                <p className="mt-4 text-lg font-bold text-ink-900">{copy.status.none(trimmed)}</p>
                <p className="mt-2 text-ink-600">
                  {copy.empty.hint}{' '}
                  <SiteLink
                    href={paths.support.getHref()}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {copy.empty.supportLink}
                  </SiteLink>
                </p>
                <button
                  type="button"
                  onClick={() => setQuery('')}
                  className="mt-5 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {copy.empty.clear}
                </button>
              </div>
            )}
          </div>

          <div className="mx-auto mt-10 max-w-5xl lg:mt-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
            <nav aria-label="Help topics" className="lg:self-start lg:sticky lg:top-28">
              <p className="hidden text-xs font-bold uppercase tracking-wider text-ink-600 lg:block">
                {copy.topicsTitle}
              </p>
              <ul className="flex flex-wrap justify-center gap-2 lg:mt-3 lg:flex-col lg:gap-1">
                {helpGroups.map((group) => {
                  const Icon = groupIcons[group.icon];
                  const matches = matchCounts.get(group.id) ?? 0;
                  const content = (
                    <>
                      <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                      <span className="flex-1">{group.title}</span>
                      <span className="rounded-full bg-ink-100 px-2 text-xs font-semibold text-ink-700">
                        {matches}
                        <span className="sr-only"> {matches === 1 ? 'question' : 'questions'}</span>
                      </span>
                    </>
                  );
                  const classes =
                    'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold lg:flex lg:w-full lg:rounded-xl lg:border-transparent lg:shadow-none';
                  return (
                    <li key={group.id}>
                      {matches > 0 ? (
                        <a
                          href={`#${group.id}`}
                          className={`${classes} border-ink-200 bg-white text-ink-700 shadow-sm hover:border-brand-300 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:bg-transparent lg:hover:bg-white`}
                        >
                          {content}
                        </a>
                      ) : (
                        <span
                          className={`${classes} border-ink-100 bg-ink-50 text-ink-600 lg:bg-transparent`}
                        >
                          {content}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>

            <div className="mt-10 space-y-10 lg:mt-0">
              {result.groups.map((group) => {
                const Icon = groupIcons[group.icon];
                return (
                  <section
                    key={group.id}
                    id={group.id}
                    aria-labelledby={`${group.id}-title`}
                    className="scroll-mt-24"
                  >
                    <h2
                      id={`${group.id}-title`}
                      className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink-900"
                    >
                      <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                        <Icon className="h-5 w-5" aria-hidden="true" />
                      </span>
                      {group.title}
                    </h2>
                    <div className="mt-5 divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white shadow-card">
                      {group.questions.map((item) => (
                        <div key={item.id} className="p-5 sm:p-6">
                          <h3 className="text-lg font-semibold text-ink-900">
                            <Highlighted text={item.question} terms={terms} />
                          </h3>
                          <p className="mt-2 text-ink-700 text-pretty">
                            <Highlighted text={item.answer} terms={terms} />
                          </p>
                          {item.link && (
                            <SiteLink
                              href={item.link.href}
                              className="mt-3 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                            >
                              {item.link.label}
                              <ArrowRight className="h-4 w-4" aria-hidden="true" />
                            </SiteLink>
                          )}
                        </div>
                      ))}
                    </div>
                  </section>
                );
              })}
              <section
                aria-labelledby="still-stuck-title"
                className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lift sm:p-10"
              >
                <LifeBuoy className="h-10 w-10 text-accent-300" aria-hidden="true" />
                <h2
                  id="still-stuck-title"
                  className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl"
                >
                  {copy.stillStuck.title}
                </h2>
                <p className="mt-3 text-brand-100">{copy.stillStuck.text}</p>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <Button href={paths.support.getHref()} variant="secondary">
                    <LifeBuoy className="h-5 w-5" aria-hidden="true" />
                    {copy.stillStuck.supportLabel}
                  </Button>
                  <SiteLink
                    href={paths.contact.getHref()}
                    className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 font-semibold text-white ring-1 ring-inset ring-white/50 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none"
                  >
                    <Mail className="h-5 w-5" aria-hidden="true" />
                    {copy.stillStuck.contactLabel}
                  </SiteLink>
                </div>
              </section>
            </div>
          </div>
        </Container>
    </div>
  );
}

/** The search and the questions as an island (declared in src/app/islands.ts). */
export const HelpCenterIsland = islandOf('help-center', HelpCenter);
