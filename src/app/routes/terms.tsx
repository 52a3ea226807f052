import { SimplePage } from '@/components/layout/simple-page';

export default function Route() {
  return (
    <SimplePage
      title="Terms of Service"
      heading="Terms of Service"
      description="The terms that govern your use of DoorKeep."
    />
  );
}
