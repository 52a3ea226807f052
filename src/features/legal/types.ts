import type { LucideIcon } from 'lucide-react';

export type LegalContactLine = { label: string; value: string; href?: string };

/** One block of a legal section, rendered as plain text (never as HTML). */
export type LegalBlock =
  | {
      kind: 'paragraph';
      text: string;
      /** A link to a page of this site, shown right after the text (the text leads into it). */
      link?: { label: string; href: string };
    }
  | { kind: 'list'; items: readonly string[] }
  | {
      kind: 'table';
      caption: string;
      columns: readonly string[];
      /** The first cell of each row is its header cell. */
      rows: ReadonlyArray<readonly string[]>;
    }
  | { kind: 'contact'; lines: readonly LegalContactLine[] };

/** A section of a legal document; `id` is its anchor in the table of contents. */
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalHighlight = { icon: LucideIcon; title: string; description: string };

export type LegalDocumentContent = {
  /** Document title without the brand suffix. */
  metaTitle: string;
  /** The page's H1. */
  title: string;
  description: string;
  summary: string;
  /** Shown as 'Last updated {label}'; `iso` is the machine-readable date. */
  lastUpdated?: { label: string; iso: string };
  highlightsTitle?: string;
  highlights?: readonly LegalHighlight[];
  sections: readonly LegalSection[];
};
