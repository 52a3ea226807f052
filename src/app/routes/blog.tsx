import { BlogIndexPage } from '@/features/resources/components/blog-index-page';

export default function Route() {
  return <BlogIndexPage />;
}
