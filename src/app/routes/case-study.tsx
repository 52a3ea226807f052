import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { SimplePage } from '@/components/layout/simple-page';
import { findCaseStudy } from '@/features/resources';

export default function Route() {
  const study = findCaseStudy(useParams().slug);
  if (!study) return <NotFound />;
  return (
    <SimplePage
      title={`${study.company} case study`}
      heading={study.title}
      eyebrow={study.company}
      description={`${study.company}: ${study.result}.`}
      lead={study.result}
    />
  );
}
