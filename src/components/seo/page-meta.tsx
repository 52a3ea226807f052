import { createContext, useContext, useEffect } from 'react';
import { site } from '@/config/site';

export type HeadData = { title: string; description: string; status: number };

/** Collects the page's head data while prerendering; absent in the browser. */
export const HeadCollectorContext = createContext<HeadData | null>(null);

type PageMetaProps = {
  /** Page title without the brand; ' | DoorKeep' is appended. */
  title: string;
  description: string;
  /** HTTP status the prerendered file stands for (404 for the not-found page). */
  status?: number;
};

/** The full document title of a page: every title ends with the product name. */
export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * Sets the document title and meta description. Each page renders exactly one. In the browser it writes the
 * document head after render; while prerendering it hands the values to the build, which writes them into the HTML.
 */
export function PageMeta({ title, description, status = 200 }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const fullTitle = documentTitle(title);
  if (collector) Object.assign(collector, { title: fullTitle, description, status });

  useEffect(() => {
    document.title = fullTitle;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [fullTitle, description]);

  return null;
}
