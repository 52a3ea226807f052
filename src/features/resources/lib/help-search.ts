import type { HelpGroup } from '../content/help';

export type HelpSearchResult = {
  /** Groups that still have at least one matching question, each with only its matching questions. */
  groups: HelpGroup[];
  /** Number of matching questions. */
  count: number;
  /** Number of questions searched. */
  total: number;
};

/** The query's words, lower-cased; an empty list means "show everything". */
function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Filters help questions by a free-text query: a question matches when every word of the query occurs
 * (case-insensitively) in its question or answer text. A blank query matches everything.
 */
export function searchHelp(groups: readonly HelpGroup[], query: string): HelpSearchResult {
  const terms = queryTerms(query);
  let count = 0;
  let total = 0;
  const matching: HelpGroup[] = [];
  for (const group of groups) {
    total += group.questions.length;
    const questions = group.questions.filter((item) => {
      const haystack = `${item.question} ${item.answer}`.toLowerCase();
      return terms.every((term) => haystack.includes(term));
    });
    count += questions.length;
    if (questions.length > 0) matching.push({ ...group, questions });
  }
  return { groups: matching, count, total };
}
