/** URL slug of a title or name: lower-cased, each run of whitespace turned into one hyphen. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}
