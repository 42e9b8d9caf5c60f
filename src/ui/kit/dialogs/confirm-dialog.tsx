import { Button, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../chakra/dialog';

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

/** Asks before an action that needs a second thought (a deletion, leaving the page to sign in). */
export function ConfirmDialog({
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
