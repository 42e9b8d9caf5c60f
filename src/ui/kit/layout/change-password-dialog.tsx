import { DeferredDialog, inPlace } from '../app/on-demand';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The dialog (its focus trap, the form and its machine) loads the first time it is opened, not with the page.
const loadView = inPlace(() => import('./change-password-dialog-view'));

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return (
    <DeferredDialog load={loadView} open={open} onDismiss={() => onOpenChange(false)}>
      {({ ChangePasswordDialogView }) => <ChangePasswordDialogView open={open} onOpenChange={onOpenChange} />}
    </DeferredDialog>
  );
}
