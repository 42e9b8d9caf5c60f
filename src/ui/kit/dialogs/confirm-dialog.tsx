import { lazy, Suspense, useState, type ReactNode } from 'react';

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
const ConfirmDialogView = lazy(() =>
  import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView })),
);

/** Asks before an action that needs a second thought (a deletion, leaving the page to sign in). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Once opened it stays mounted, so closing plays the dialog's own exit rather than vanishing.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
