import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Modal, TextArea } from '@/components/ui';
import type { VendorApplication } from '@/lib/submissions';
import { adminCopy } from '../content';
import { declineButtonClasses } from './panel-parts';

const copy = adminCopy.vendors;

/**
 * Asks for the reason of a decline (an accessible dialog in place of window.prompt), and, where the backend sends
 * mail (`offersEmail`), whether to tell the applicant. Confirming with an empty reason changes
 * nothing; it just closes the dialog.
 */
export function DeclineDialog({
  application,
  offersEmail = false,
  onCancel,
  onConfirm,
}: {
  application: VendorApplication;
  offersEmail?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string, tellApplicant: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [tellApplicant, setTellApplicant] = useState(false);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      onCancel();
      return;
    }
    onConfirm(trimmed, offersEmail && tellApplicant);
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
        {offersEmail && (
          <Checkbox
            label={copy.declineTellLabel}
            hint={copy.declineTellHint}
            checked={tellApplicant}
            onChange={(event) => setTellApplicant(event.target.checked)}
            className="mt-4"
          />
        )}
      </form>
    </Modal>
  );
}
