import type { PageProps } from '../page-props';
import { NotFound } from '@/components/layout/not-found';
import { caseStudies, findCaseStudy } from '@/features/resources';
import { CaseStudyPage } from '@/features/resources/components/case-study-page';
import { findCaseStudyBody } from '@/features/resources/content/case-study-bodies';

export default function Route({ params }: PageProps) {
  const { slug } = params;
  const study = findCaseStudy(slug);
  const body = findCaseStudyBody(slug);
  if (!study || !body) return <NotFound />;
  const others = caseStudies.filter((other) => other !== study);
  return <CaseStudyPage key={slug} study={study} body={body} others={others} />;
}
