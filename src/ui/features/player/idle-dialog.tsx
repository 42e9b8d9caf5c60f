import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../kit/chakra/dialog';

/**
 * "Still studying?": shown while the learner is idle (no input for a while and nothing playing). The clock is
 * stopped meanwhile; the button, or any input, resumes it.
 */
export function IdleDialog({ onResume }: { onResume: () => void }) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(e) => (e.open ? undefined : onResume())}
      placement="center"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>
              <FormattedMessage id="player.idle.title" />
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <FormattedMessage id="player.idle.body" />
          </Dialog.Body>
          <Dialog.Footer>
            <Button onClick={onResume}>
              <FormattedMessage id="player.idle.resume" />
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
