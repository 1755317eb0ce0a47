import { useEffect, useId, useRef, type ReactNode } from 'react';
import { colors, radius, shadow, space } from '../../lib/theme';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * The buttons at the bottom. The browser focuses the first focusable element on opening, unless
   * one is marked `data-initial-focus` (a confirm dialog's safe choice).
   */
  actions: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes it with Escape and
 * gives focus back to the button that opened it.
 */
export function Modal({ open, title, onClose, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs before showModal (when the dialog is still hidden), so focus here.
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={{
        width: 'min(36rem, calc(100vw - 2rem))',
        padding: space(8),
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        boxShadow: shadow,
        color: colors.text,
        '&::backdrop': { background: 'rgba(16, 24, 40, 0.55)' },
        '@media (max-width: 480px)': { padding: space(5) },
      }}
    >
      {open && (
        <>
          <h2 id={titleId} css={{ marginTop: 0 }}>
            {title}
          </h2>
          {children}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(6) }}>{actions}</div>
        </>
      )}
    </dialog>
  );
}
