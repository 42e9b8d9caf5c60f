import { Button, Flex, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_MAX_LENGTH } from '../../../../contract/notice.routes';
import { createAnnouncementCommentSave, createReplySave } from '../../../machines/comment/comment.actors';
import { commentMachine, type CommentProblem } from '../../../machines/comment/comment.machine';
import {
  selectError,
  selectInvalid,
  selectIsSaving,
  selectPosted,
  selectText,
} from '../../../machines/comment/comment.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { CommentField } from '../../kit/forms/comment-field';
import { ErrorAlert } from '../../kit/forms/error-alert';

const PROBLEM_KEYS: Record<CommentProblem, string> = {
  required: 'rule.comment.required',
  tooLong: 'rule.comment.tooLong',
};

/** What a text is written to: the announcement itself, or a comment (and maybe one of its replies). */
export type CommentTarget =
  { kind: 'comment'; announcementId: string } | { kind: 'reply'; commentId: string; replyId?: string };

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
  // The target is fixed for the box's life: another target is another box (keyed by the parent).
  const [machine] = useState(() =>
    commentMachine.provide({
      actors: {
        save:
          target.kind === 'comment'
            ? createAnnouncementCommentSave(http, target.announcementId)
            : createReplySave(http, target),
      },
    }),
  );
  const actor = useActorRef(machine, actorOptions());
  const text = useSelector(actor, selectText);
  const invalid = useSelector(actor, selectInvalid);
  // A refused save's message stays until the next send, typing or not, as it always has.
  const error = useSelector(actor, selectError);
  const saving = useSelector(actor, selectIsSaving);
  const posted = useSelector(actor, selectPosted);
  const notifyPosted = useEffectEvent(onPosted);
  useEffect(() => {
    if (posted > 0) notifyPosted();
  }, [posted]);

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      <CommentField
        aria-label={label}
        placeholder={label}
        value={text}
        onValueChange={(value) => actor.send({ type: 'text.change', text: value })}
        maxLength={COMMENT_MAX_LENGTH}
        problem={invalid ? intl.formatMessage({ id: PROBLEM_KEYS[invalid] }) : null}
        lengthHint={intl.formatMessage(
          { id: 'account.comment.length' },
          { count: text.length, max: COMMENT_MAX_LENGTH },
        )}
        actions={
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
        }
      />
      {error !== null ? (
        <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
      ) : null}
    </Stack>
  );
}
