"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from "react";
import { cx } from "./field-state";
import styles from "./dialog.module.css";

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on the close button, and when the browser closes the dialog. */
  onClose: () => void;
  title: ReactNode;
  /** Optional description, linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (e.g. Cancel / Confirm buttons). */
  footer?: ReactNode;
  closeLabel?: string;
  className?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = "Close dialog",
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    if (typeof dialog.showModal === "function") {
      // Native modal: top layer, inert background (focus trap) and Esc handling by the browser.
      if (!dialog.open) dialog.showModal();
    } else {
      // Environments without showModal (jsdom, very old browsers): show it and focus inside it.
      dialog.setAttribute("open", "");
      closeButtonRef.current?.focus();
    }

    return () => {
      if (typeof dialog.close === "function") {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute("open");
      }
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  // Esc fires "cancel" on a native modal; keep the parent in control of `open`.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  // The browser can still close the dialog itself (e.g. form method="dialog").
  function handleClose() {
    if (open) onClose();
  }

  // Fallback Esc handling where the native "cancel" event does not exist.
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.dialog, className)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeButtonRef} type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {open ? <div className={styles.body}>{children}</div> : null}
      {footer && open ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
