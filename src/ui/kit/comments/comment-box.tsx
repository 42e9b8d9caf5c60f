import { Button, Flex, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commentMachine, type CommentProblem } from '../../../machines/comment/comment.machine';
import {
  selectError,
  selectInvalid,
  selectIsSaving,
  selectPosted,
  selectText,
} from '../../../machines/comment/comment.selectors';
import type { HttpClient } from '../../../services/http';
import { useHttp } from '../app/app-services';
import { actorOptions } from '../app/inspector';
import { CommentField } from '../forms/comment-field';
import { ErrorAlert } from '../forms/error-alert';

const PROBLEM_KEYS: Record<CommentProblem, string> = {
  required: 'rule.comment.required',
  tooLong: 'rule.comment.tooLong',
};

/** The save call of one box, as `comment.actors.ts` builds it for a comment or a reply. */
export type CommentSave = NonNullable<
  NonNullable<Parameters<typeof commentMachine.provide>[0]['actors']>['save']
>;

export interface CommentBoxProps {
  /** The box's save call; the box is for one target its whole life (another target is another box). */
  createSave: (http: HttpClient) => CommentSave;
  /** The box's accessible name (comment, answer, reply to someone). */
  label: string;
  submitLabel: string;
  maxLength: number;
  /** Message ids of the page's area: the length hint (`count`, `max`) and the cancel button. */
  lengthKey: string;
  cancelKey: string;
  onPosted: () => void;
  onCancel?: () => void;
}

/**
 * A comment or reply box through the `comment` machine: the text within `maxLength`, a failed save keeps the
 * text and shows why. Announcements and the community each provide their own save call and words.
 */
export function CommentBox({
  createSave,
  label,
  submitLabel,
  maxLength,
  lengthKey,
  cancelKey,
  onPosted,
  onCancel,
}: CommentBoxProps) {
  const intl = useIntl();
  const http = useHttp();
  const [machine] = useState(() => commentMachine.provide({ actors: { save: createSave(http) } }));
  const actor = useActorRef(machine, actorOptions());
  const text = useSelector(actor, selectText);
  const invalid = useSelector(actor, selectInvalid);
  // A refused save's message stays until the next send, typing or not.
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
        maxLength={maxLength}
        problem={invalid ? intl.formatMessage({ id: PROBLEM_KEYS[invalid] }) : null}
        lengthHint={intl.formatMessage({ id: lengthKey }, { count: text.length, max: maxLength })}
        actions={
          <Flex gap="2">
            {onCancel ? (
              <Button size="sm" variant="ghost" onClick={onCancel}>
                <FormattedMessage id={cancelKey} />
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
