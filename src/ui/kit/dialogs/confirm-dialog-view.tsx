import { Button, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../chakra/dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

/** The dialog itself, loaded the first time a `ConfirmDialog` opens. */
export function ConfirmDialogView({
  open,
  title,
  body,
  busy = false,
  onConfirm,
  onCancel,
  confirmLabel = <FormattedMessage id="account.confirm.ok" />,
  cancelLabel = <FormattedMessage id="account.confirm.cancel" />,
  confirmPalette = 'red',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmPalette} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
