/** One block of long-form copy: articles and case studies are lists of these, rendered by <RichText>. */
export type RichBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'callout'; title: string; text: string };

/** Number of words in a list of blocks, for reading time and content checks. */
export function countWords(blocks: readonly RichBlock[]): number {
  const text = blocks
    .map((block) => {
      switch (block.kind) {
        case 'list':
          return block.items.join(' ');
        case 'callout':
          return `${block.title} ${block.text}`;
        default:
          return block.text;
      }
    })
    .join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes an average reader (about 220 words a minute) needs, at least one. */
export function readingMinutes(blocks: readonly RichBlock[]): number {
  return Math.max(1, Math.round(countWords(blocks) / 220));
}
