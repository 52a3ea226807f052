import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';

function Harness({ canClose = true }: { canClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open details</button>
      <Modal open={open} onClose={() => canClose && setOpen(false)} title="Details">
        <button>Inside one</button>
        <button>Inside two</button>
      </Modal>
    </>
  );
}

/** A dialog that its parent mounts to open and unmounts to close (the admin's attach dialog works this way). */
function MountedHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Attach</button>
      {open && (
        <Modal open onClose={() => setOpen(false)} title="Attach deposit">
          <button onClick={() => setOpen(false)}>Done</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');

    for (let index = 0; index < 5; index += 1) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let index = 0; index < 5; index += 1) await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a native modal <dialog> (showModal), which makes the page behind inert', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledOnce();
    expect(showModal.mock.contexts[0]).toBe(dialog);
  });

  it('closes on a click on the backdrop but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 400, height: 300 }));

    // The panel's own box (padding between its parts) is not the backdrop.
    fireEvent.click(dialog, { clientX: 150, clientY: 150 });
    await user.click(screen.getByRole('button', { name: 'Inside one' }));
    expect(dialog).toBeInTheDocument();

    // Clicks on ::backdrop are dispatched to the dialog element, outside its box.
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when its owner refuses to close it (Escape only asks)', async () => {
    const user = userEvent.setup();
    render(<Harness canClose={false} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('open');
  });

  it('gives focus back to its opener when the parent unmounts it', async () => {
    const user = userEvent.setup();
    render(<MountedHarness />);
    const opener = screen.getByRole('button', { name: 'Attach' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
