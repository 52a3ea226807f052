import { NotFound } from '@/components/layout/not-found';

export default function Route() {
  return <NotFound />;
}
