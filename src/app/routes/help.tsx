import { HelpCenterPage } from '@/features/resources/components/help-page';

export default function Route() {
  return <HelpCenterPage />;
}
