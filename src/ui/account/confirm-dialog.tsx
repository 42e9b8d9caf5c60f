import { Button, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a deletion; the confirm button is the destructive one. */
export function ConfirmDialog({ open, title, body, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
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
                <FormattedMessage id="account.confirm.cancel" />
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                <FormattedMessage id="account.confirm.ok" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
