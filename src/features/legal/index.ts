export { LegalDocument } from './components/legal-document';
export { privacyPolicy } from './content/privacy';
export { termsOfService } from './content/terms';
export { cookiePolicy, cookieTypes } from './content/cookies';
export { securityPolicy } from './content/security';
export { legalPages, type LegalPageName } from './content';
export type { LegalBlock, LegalDocumentContent, LegalSection } from './types';
