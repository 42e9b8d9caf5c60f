import type { ReactNode } from 'react';
import { DeferredDialog, inPlace } from '../app/on-demand';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Deletions by default: "OK" in red. */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmPalette?: 'red' | 'brand';
}

// The dialog and its focus trap, dismissal and scroll lock load the first time one opens: no page shows a
// confirmation on its first paint, and several (course, account, announcement) render one closed.
const loadView = inPlace(() => import('./confirm-dialog-view'));

/** Asks before an action that needs a second thought (a deletion, leaving the page to sign in). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <DeferredDialog load={loadView} open={props.open} onDismiss={props.onCancel}>
      {({ ConfirmDialogView }) => <ConfirmDialogView {...props} />}
    </DeferredDialog>
  );
}
