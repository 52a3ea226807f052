import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { getFocusable } from '@/lib/hooks/use-focus-trap';
import { useBodyScrollLock } from '@/lib/hooks/use-body-scroll-lock';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's body; a question that the title and description already ask needs none. */
  children?: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' };

/**
 * An accessible dialog: a native `<dialog>` opened with showModal(), so the page behind is inert to pointer,
 * keyboard and screen readers. Focus moves in (to a `data-autofocus` element, else the first control) and Tab
 * cycles inside; Escape and a click on the backdrop close it; focus goes back to the element that opened it, and
 * the page behind does not scroll.
 */
export function Modal({ open, ...props }: ModalProps) {
  // Dialogs open only after an interaction, so `document` always exists here (never during prerendering).
  if (!open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ onClose, title, description, children, footer, size = 'md' }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useBodyScrollLock(true);

  // A ref, so that a new onClose function on every render does not re-run the effects (and steal focus).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const initial = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusable(dialog)[0];
    (initial ?? dialog).focus();

    // The backdrop is the dialog's ::backdrop, so its clicks reach the dialog element; a click inside the panel's
    // box is not on the backdrop, whatever element it lands on.
    function handleClick(event: MouseEvent) {
      if (!dialog || event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onCloseRef.current();
    }
    dialog.addEventListener('click', handleClick);

    return () => {
      dialog.removeEventListener('click', handleClick);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's cancel, so the parent decides whether the dialog closes.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab cycles inside the dialog instead of leaving the page for the browser's own controls.
    const focusable = getFocusable(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Other close requests (Android's back gesture, say): the parent decides, through onClose.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onCloseRef.current();
  }

  // The browser may close a modal dialog by itself (repeated close requests without a user activation between
  // them); keep the parent's state in step. A close event that arrives while the dialog is open again is stale.
  function handleNativeClose() {
    if (dialogRef.current?.open === false) onCloseRef.current();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      className={cn(
        // A bottom sheet on phones, a centred card from `sm` up; the UA's dialog margins and widths are replaced.
        'mx-0 mt-auto mb-0 max-h-[92vh] w-full max-w-full flex-col rounded-t-2xl bg-white text-ink-900 shadow-lift open:flex',
        'sm:m-auto sm:w-[calc(100%-3rem)] sm:rounded-2xl',
        'backdrop:bg-ink-900/50 backdrop:animate-fade-in motion-reduce:backdrop:animate-none',
        widths[size],
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-ink-200 px-6 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-ink-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 rounded-lg p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label="Close dialog"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      {children != null && <div className="overflow-y-auto px-6 py-5">{children}</div>}
      {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-ink-200 px-6 py-4">{footer}</div>}
    </dialog>
  );
}
