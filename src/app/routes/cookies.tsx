import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Cookie Policy"
      heading="Cookie Policy"
      description="Which cookies DoorKeep uses, why, and for how long."
    />
  );
}
