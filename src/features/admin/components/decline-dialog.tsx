import { useState, type FormEvent } from 'react';
import { Button, Modal, TextArea } from '@/components/ui';
import type { VendorApplication } from '@/lib/submissions';
import { adminCopy } from '../content';
import { declineButtonClasses } from './application-card';

const copy = adminCopy.vendors;

/**
 * Asks for the reason of a decline (an accessible dialog in place of window.prompt). As in the spec, confirming
 * with an empty reason changes nothing; it just closes the dialog.
 */
export function DeclineDialog({
  application,
  onCancel,
  onConfirm,
}: {
  application: VendorApplication;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      onCancel();
      return;
    }
    onConfirm(trimmed);
  }
  const formId = `decline-${application.id}`;
  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title={copy.declineTitle(application.company)}
      description={copy.declineDescription}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <button type="submit" form={formId} className={declineButtonClasses.replace('min-h-9', 'min-h-11 px-5')}>
            {copy.declineConfirm}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit}>
        <TextArea
          label={copy.declineReasonLabel}
          rows={4}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
