import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { SimplePage } from '@/components/layout/simple-page';
import { findArticle } from '@/features/resources';

export default function Route() {
  const article = findArticle(useParams().slug);
  if (!article) return <NotFound />;
  return <SimplePage title={article.title} description={article.excerpt} eyebrow={article.category} lead={article.excerpt} />;
}
