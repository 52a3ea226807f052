import { LegalDocument, privacyPolicy } from '@/features/legal';

export default function Route() {
  return <LegalDocument content={privacyPolicy} page="privacy" />;
}
