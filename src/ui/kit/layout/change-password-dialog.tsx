import { lazy, Suspense, useState } from 'react';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The dialog (its focus trap, the form and its machine) loads the first time it is opened, not with the page.
const DialogView = lazy(() =>
  import('./change-password-dialog-view').then((m) => ({ default: m.ChangePasswordDialogView })),
);

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  // Once opened it stays mounted, so closing plays the dialog's own exit rather than vanishing.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogView open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
