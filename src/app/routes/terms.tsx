import { LegalDocument, termsOfService } from '@/features/legal';

export default function Route() {
  return <LegalDocument content={termsOfService} page="terms" />;
}
