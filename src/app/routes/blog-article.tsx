import type { PageProps } from '../page-props';
import { NotFound } from '@/components/layout/not-found';
import { findArticle } from '@/features/resources';
import { ArticlePage } from '@/features/resources/components/article-page';
import { findArticleBody, relatedArticles } from '@/features/resources/content/article-bodies';

export default function Route({ params }: PageProps) {
  const { slug } = params;
  const article = findArticle(slug);
  const body = findArticleBody(slug);
  if (!article || !body) return <NotFound />;
  return <ArticlePage key={slug} article={article} body={body} related={relatedArticles(article)} />;
}
