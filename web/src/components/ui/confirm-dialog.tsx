import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface Props {
  open: boolean;
  title: string;
  /** The label of the button that does it, e.g. 'Slet invitationen'. */
  confirmLabel: string;
  busy: boolean;
  /** Does the thing; the dialog closes afterwards whatever the outcome. */
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Asks before something that cannot be undone. It closes after the call either way: the
 * outcome is a toast, which must not sit behind the dialog.
 */
export function ConfirmDialog({ open, title, confirmLabel, busy, onConfirm, onClose, children }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button
            loading={busy}
            onClick={async () => {
              await onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
          {/* Focused first: Enter pressed twice (open, then again) must not do what cannot be undone. */}
          <Button variant="secondary" disabled={busy} onClick={onClose} data-initial-focus>
            Annuller
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
