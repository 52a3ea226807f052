import { Button, Modal } from '@/components/ui';
import type { VendorApplication } from '@/lib/submissions';
import { adminCopy } from '../content';

const copy = adminCopy.vendors;

/**
 * Asks before an approval, naming the company and, where approving e-mails the vendor an invite, saying so: an
 * approval cannot be taken back, and with a backend it sends mail at once.
 */
export function ApproveDialog({
  application,
  sendsInvite,
  onCancel,
  onConfirm,
}: {
  application: VendorApplication;
  sendsInvite: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title={copy.approveTitle(application.company)}
      description={copy.approveDescription(application.email, sendsInvite)}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {sendsInvite ? copy.approveConfirm : copy.approveConfirmNoInvite}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">{copy.approveContact}</dt>
        <dd className="font-medium text-ink-900">{application.contact}</dd>
        <dt className="text-ink-600">{copy.approveEmail}</dt>
        <dd className="break-all font-medium text-ink-900">{application.email}</dd>
      </dl>
    </Modal>
  );
}
