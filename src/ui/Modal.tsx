import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { DialogNotices } from './NoticeRegion';
import { showNoticesIn } from './notices';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Maximum width in px (default 640). */
  maxWidth?: number;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, the inert background and the
 * top layer; Escape and the close button call onClose; focus goes back to whatever opened it. While it is open the
 * page's notices show inside it (DialogNotices), since the page behind is inert.
 */
export function Modal({ open, onClose, title, children, footer, maxWidth = 640, role = 'dialog' }: ModalProps) {
  if (!open) return null;
  return (
    <OpenModal onClose={onClose} title={title} footer={footer} maxWidth={maxWidth} role={role}>
      {children}
    </OpenModal>
  );
}

function OpenModal({ onClose, title, children, footer, maxWidth, role }: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The page behind is inert now: notices raised while the dialog is open show inside it.
    const releaseNotices = showNoticesIn(titleId);
    // An Escape that something inside already used (a link box, an open drop-down) closes that thing only. The
    // browser may still send `cancel` for it, so remember whether the last Escape was taken.
    let escapeTaken = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapeTaken = event.defaultPrevented;
    };
    // The browser's own Escape handling closes the dialog behind React's back; route it through onClose instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (escapeTaken) {
        escapeTaken = false;
        return;
      }
      onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      releaseNotices();
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // titleId (from useId) never changes: this runs once, when the dialog opens.
  }, [titleId]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` }}
      aria-labelledby={titleId}
      aria-modal="true"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onKeyDown={(event) => {
        // Environments without native dialog support (and nested inputs that swallow cancel) still close on Escape,
        // unless a control inside took the Escape for itself.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          event.stopPropagation();
          onCloseRef.current();
        }
      }}
    >
      {/* Plain divs: a header or footer inside a dialog would be read as the page's banner or contentinfo. */}
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => onCloseRef.current()}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {/* Notices raised while the dialog is open show just above its buttons, in the part that stays in view. */}
      <div className={footer ? styles.footer : styles.noticeDock}>
        <DialogNotices dialogId={titleId} />
        {footer}
      </div>
    </dialog>
  );
}
