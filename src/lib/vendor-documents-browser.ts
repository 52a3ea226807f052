import { VendorDocumentError, vendorDocumentMessages, type VendorDocumentsPort } from './vendor-documents';

const refuse = () => Promise.reject(new VendorDocumentError(vendorDocumentMessages.notConfigured));

/** Browser-only mode: there is no server to keep a vendor's documents, so the portal says so instead of a form. */
export const browserOnlyVendorDocuments: VendorDocumentsPort = {
  configured: false,
  list: refuse,
  file: refuse,
  signedUrl: refuse,
};
