import { HelpCenter } from '@/features/resources/components/help-center';

export default function Route() {
  return <HelpCenter />;
}
