import { Button, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../kit/chakra/dialog';

function Frame({
  open,
  title,
  children,
  footer,
  onDismiss,
  focusOnClose,
}: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Absent: the dialog cannot be dismissed (Escape and the backdrop do nothing). */
  onDismiss?: () => void;
  /** Where the focus goes when the dialog closes; null: back where it was. */
  focusOnClose?: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={focusOnClose}
      role="alertdialog"
      placement="center"
      closeOnEscape={onDismiss !== undefined}
      closeOnInteractOutside={onDismiss !== undefined}
      onOpenChange={(e) => {
        if (!e.open) onDismiss?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Shown when the learner comes back after leaving the page, while switches are counted. */
export function SwitchWarningDialog({
  open,
  switchCount,
  switchesLeft,
  onClose,
}: {
  open: boolean;
  switchCount: number;
  switchesLeft: number;
  onClose: () => void;
}) {
  return (
    <Frame
      open={open}
      onDismiss={onClose}
      title={<FormattedMessage id="exam.switch.title" />}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          <FormattedMessage id="exam.switch.back" />
        </Button>
      }
    >
      <Stack gap="2">
        <Text>
          <FormattedMessage id="exam.switch.count" values={{ count: switchCount }} />
        </Text>
        <Text fontWeight="semibold" color="fg.error">
          <FormattedMessage id="exam.switch.left" values={{ count: switchesLeft }} />
        </Text>
      </Stack>
    </Frame>
  );
}

export interface UnansweredEntry {
  problemId: string;
  number: string;
}

/** Hand-in confirmation: the unanswered questions by number (each takes the learner back to it), or a last check. */
export function HandInDialog({
  open,
  unanswered,
  total,
  onConfirm,
  onCancel,
  onJump,
  focusOnClose,
}: {
  open: boolean;
  unanswered: UnansweredEntry[];
  /** Questions on the paper, counted as the header and the answer sheet count them. */
  total: number;
  onConfirm: () => void;
  onCancel: () => void;
  onJump: (problemId: string) => void;
  /** After a jump the question takes the focus, not the button that opened the dialog. */
  focusOnClose?: () => HTMLElement | null;
}) {
  return (
    <Frame
      open={open}
      onDismiss={onCancel}
      focusOnClose={focusOnClose}
      title={<FormattedMessage id="exam.handIn.title" />}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            <FormattedMessage id="exam.handIn.back" />
          </Button>
          <Button colorPalette="brand" onClick={onConfirm}>
            <FormattedMessage id="exam.handIn.confirm" />
          </Button>
        </>
      }
    >
      {unanswered.length === 0 ? (
        <Text>
          <FormattedMessage id="exam.handIn.allAnswered" />
        </Text>
      ) : (
        <Stack gap="3">
          <Text>
            <FormattedMessage id="exam.handIn.unanswered" values={{ count: unanswered.length, total }} />
          </Text>
          <HStack as="ul" listStyle="none" wrap="wrap" gap="2">
            {unanswered.map((entry) => (
              <li key={entry.problemId}>
                <Button size="xs" variant="outline" onClick={() => onJump(entry.problemId)}>
                  <FormattedMessage id="exam.question.number" values={{ number: entry.number }} />
                </Button>
              </li>
            ))}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="exam.handIn.final" />
          </Text>
        </Stack>
      )}
    </Frame>
  );
}

/** Why the paper is being handed in without the learner's press, if that is the case. */
export type AutoReason = 'timeUp' | 'switchLimit' | null;

/**
 * While the paper is handed in: cannot be dismissed. Says why when it was automatic, and that answers still
 * waiting go first (and wait for the network when it is gone).
 */
export function HandingInDialog({
  open,
  reason,
  waitingForNetwork,
  waiting,
}: {
  open: boolean;
  reason: AutoReason;
  waitingForNetwork: boolean;
  waiting: number;
}) {
  return (
    <Frame
      open={open}
      title={
        reason === 'timeUp' ? (
          <FormattedMessage id="exam.timeUp" />
        ) : reason === 'switchLimit' ? (
          <FormattedMessage id="exam.switch.limitReached" />
        ) : (
          <FormattedMessage id="exam.handingIn.title" />
        )
      }
    >
      <HStack gap="3" role="status" aria-live="assertive">
        <Spinner size="sm" />
        <Text>
          {waitingForNetwork ? (
            <FormattedMessage id="exam.handingIn.offline" values={{ count: waiting }} />
          ) : reason === null ? (
            <FormattedMessage id="exam.handingIn.body" />
          ) : (
            <FormattedMessage id="exam.handingIn.auto" />
          )}
        </Text>
      </HStack>
    </Frame>
  );
}
