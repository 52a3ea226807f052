import { LegalDocument, securityPolicy } from '@/features/legal';

export default function Route() {
  return <LegalDocument content={securityPolicy} page="security" />;
}
