import { WaitlistPage } from '@/features/waitlist';

// Client-only in the route table: the flow resumes from this browser's saved signup.
export default function Route() {
  return <WaitlistPage />;
}
