import { HStack, Spinner, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CheckCircleIcon, XCircleIcon } from '../../kit/icons/icons';

/** Where the answers stand, as the learner is told at all times. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'offline'; waiting: number }
  | { kind: 'retrying'; waiting: number };

/** "保存中 / 已保存 / 离线，N 条待提交", spoken politely when it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  let icon = null;
  let color = 'fg.muted';
  let text;
  switch (state.kind) {
    case 'idle':
      text = <FormattedMessage id="exam.save.idle" />;
      break;
    case 'saving':
      icon = <Spinner size="xs" />;
      text = <FormattedMessage id="exam.save.saving" />;
      break;
    case 'saved':
      icon = <CheckCircleIcon color="green.fg" />;
      text = <FormattedMessage id="exam.save.saved" />;
      break;
    case 'offline':
      icon = <XCircleIcon />;
      color = 'orange.fg';
      text = <FormattedMessage id="exam.save.offline" values={{ count: state.waiting }} />;
      break;
    case 'retrying':
      icon = <Spinner size="xs" />;
      color = 'orange.fg';
      text = <FormattedMessage id="exam.save.retrying" values={{ count: state.waiting }} />;
      break;
  }
  return (
    <HStack role="status" aria-live="polite" gap="1.5" textStyle="sm" color={color} minWidth="0">
      {icon ? (
        <HStack as="span" aria-hidden="true">
          {icon}
        </HStack>
      ) : null}
      <Text as="span" truncate>
        {text}
      </Text>
    </HStack>
  );
}
