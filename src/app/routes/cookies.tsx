import { LegalDocument, cookiePolicy } from '@/features/legal';

export default function Route() {
  return <LegalDocument content={cookiePolicy} page="cookies" />;
}
