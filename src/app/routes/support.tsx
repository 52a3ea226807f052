import { SupportPage } from '@/features/support';

// Serves both /contact and /support; prerendered, so nothing here reads the browser during render.
export default function Route() {
  return <SupportPage />;
}
