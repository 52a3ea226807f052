import type { ReactNode } from 'react';
import { Container, SectionHeading } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';

type SimplePageProps = {
  /** Document title (without the brand suffix) and visible H1 unless `heading` is given. */
  title: string;
  description: string;
  heading?: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
};

/** A page with a title block and free content below: the frame of text pages and small screens. */
export function SimplePage({ title, description, heading, eyebrow, lead, children }: SimplePageProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <Container className="py-14 sm:py-20">
        <SectionHeading as="h1" eyebrow={eyebrow} title={heading ?? title} lead={lead} />
        {children && <div className="mt-12">{children}</div>}
      </Container>
    </>
  );
}
