import { Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createCommentSave, type CommentTarget } from '../../../machines/announcement/comment-post.actors';
import { commentPostMachine } from '../../../machines/announcement/comment-post.machine';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { ErrorAlert } from '../../kit/forms/error-alert';

const MAX_LENGTH = 500;

export interface CommentBoxProps {
  target: CommentTarget;
  /** The box's accessible name (comment or reply to someone). */
  label: string;
  submitLabel: string;
  onPosted: () => void;
  onCancel?: () => void;
}

/** A comment or reply box: 1–500 characters; a failed save keeps the text and shows why. */
export function CommentBox({ target, label, submitLabel, onPosted, onCancel }: CommentBoxProps) {
  const intl = useIntl();
  const http = useHttp();
  const hintId = useId();
  // The target is fixed for the box's life: another target is another box (keyed by the parent).
  const [targetAtMount] = useState(target);
  const machine = useMemo(
    () =>
      commentPostMachine.provide({
        actors: { save: createCommentSave(http, targetAtMount) },
      }),
    [http, targetAtMount],
  );
  const [snapshot, send] = useMachine(machine, actorOptions());
  const { text, invalid, error, posted } = snapshot.context;
  const notifyPosted = useEffectEvent(onPosted);
  useEffect(() => {
    if (posted > 0) notifyPosted();
  }, [posted]);
  const saving = snapshot.matches('saving');

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <chakra.textarea
        aria-label={label}
        placeholder={label}
        aria-describedby={hintId}
        aria-invalid={invalid ? true : undefined}
        value={text}
        maxLength={MAX_LENGTH}
        rows={3}
        onChange={(e) => send({ type: 'text.change', text: e.target.value })}
        width="full"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="l2"
        px="3"
        py="2"
        bg="bg"
        resize="vertical"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text id={hintId} textStyle="xs" color={invalid ? 'fg.error' : 'fg.muted'}>
          {invalid
            ? intl.formatMessage({ id: `rule.${invalid}` })
            : intl.formatMessage({ id: 'account.comment.length' }, { count: text.length, max: MAX_LENGTH })}
        </Text>
        <Flex gap="2">
          {onCancel ? (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              <FormattedMessage id="account.confirm.cancel" />
            </Button>
          ) : null}
          <Button size="sm" type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
      {error !== null ? (
        <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
      ) : null}
    </Stack>
  );
}
