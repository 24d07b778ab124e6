import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  /** Whether the question is shown. */
  open: boolean;
  /** The heading (e.g. "Notice"). */
  title: string;
  /** The question or statement. */
  message: ReactNode;
  /** The confirm button's text. */
  confirmLabel: string;
  /** The cancel button's text; an information dialog with only a confirm button without it. */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called on cancel, Escape or a mask tap. */
  onCancel: () => void;
  /** Shows the confirm button busy while the confirmed action runs (e.g. logging out). */
  busy?: boolean;
  /** Read while `busy` (e.g. "Please wait"). */
  busyLabel?: string;
  /** `danger` for a destructive confirmation. */
  tone?: 'primary' | 'danger';
}

/** A question with cancel and confirm; confirm is the default button and has focus on opening. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  tone = 'primary',
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      initialFocus={confirmRef}
      footer={
        <>
          {cancelLabel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            ref={confirmRef}
            variant={tone}
            onClick={onConfirm}
            loading={busy}
            loadingLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
