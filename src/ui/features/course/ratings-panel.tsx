import { Button, HStack, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarkView } from '../../../../contract/course';
import { MARK_REMARK_MAX } from '../../../../contract/course.routes';
import { createCourseMarkImplementations } from '../../../machines/course-mark/course-mark.actors';
import { courseMarkMachine } from '../../../machines/course-mark/course-mark.machine';
import {
  selectError,
  selectInvalid,
  selectIsEditable,
  selectIsFailed,
  selectIsLoading,
  selectIsSaved,
  selectIsSaving,
  selectLoadFailed,
  selectRemark,
  selectScore,
  selectView,
} from '../../../machines/course-mark/course-mark.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { MarkSummary } from './mark-summary';
import { StarInput } from './star-input';

/**
 * A member's ratings tab: the course's figures and the member's own rating, 1–5 stars with an optional
 * remark. The rating flow is the `courseMark` machine; `onSaved` hands the new figures to the page header.
 */
export function RatingsPanel({
  courseId,
  onSaved,
}: {
  courseId: string;
  onSaved?: (view: MarkView) => void;
}) {
  const intl = useIntl();
  const http = useHttp();
  const [machine] = useState(() => courseMarkMachine.provide(createCourseMarkImplementations(http)));
  const actor = useActorRef(machine, { input: { courseId }, ...actorOptions() });
  const view = useSelector(actor, selectView);
  const score = useSelector(actor, selectScore);
  const remark = useSelector(actor, selectRemark);
  const invalid = useSelector(actor, selectInvalid);
  const error = useSelector(actor, selectError);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const editable = useSelector(actor, selectIsEditable);
  const saving = useSelector(actor, selectIsSaving);
  const saved = useSelector(actor, selectIsSaved);
  const failed = useSelector(actor, selectIsFailed);
  const problemId = useId();
  const remarkId = useId();
  const notify = useEffectEvent((next: MarkView) => onSaved?.(next));
  useEffect(() => {
    if (saved && view) notify(view);
  }, [saved, view]);

  if (loading) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="24" rounded="l2" />
        <Skeleton height="16" rounded="l2" />
      </Stack>
    );
  }
  if (loadFailed || !view) {
    return (
      <ErrorAlert
        message={error || intl.formatMessage({ id: 'http.unknownError' })}
        action={
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            onClick={() => actor.send({ type: 'retry' })}
          >
            <FormattedMessage id="app.retry" />
          </Button>
        }
      />
    );
  }

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
      <MarkSummary average={view.averageScore} count={view.markCount} distribution={view.distribution} />
      <Stack
        as="form"
        gap="3"
        aria-label={intl.formatMessage({ id: 'course.mark.formLabel' })}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'submit' });
        }}
      >
        <StarInput
          legend={
            <FormattedMessage id={view.myScore === null ? 'course.mark.yours' : 'course.mark.change'} />
          }
          value={score}
          disabled={!editable}
          invalid={invalid === 'course.mark.pickScore'}
          describedBy={invalid ? problemId : undefined}
          onChange={(next) => actor.send({ type: 'score.choose', score: next })}
        />
        <Stack gap="1">
          <chakra.label htmlFor={remarkId} textStyle="sm" fontWeight="medium">
            <FormattedMessage id="course.mark.remark" />
          </chakra.label>
          <chakra.textarea
            id={remarkId}
            value={remark}
            maxLength={MARK_REMARK_MAX}
            rows={2}
            disabled={!editable}
            onChange={(e) => actor.send({ type: 'remark.change', remark: e.target.value })}
            width="full"
            borderWidth="1px"
            borderColor={invalid === 'course.mark.remarkTooLong' ? 'border.error' : 'border'}
            rounded="l2"
            px="3"
            py="2"
            bg="bg"
            resize="vertical"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          />
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage
              id="course.lengthHint"
              values={{ count: remark.length, max: MARK_REMARK_MAX }}
            />
          </Text>
        </Stack>
        {invalid ? (
          <Text id={problemId} textStyle="sm" color="fg.error" role="alert">
            <FormattedMessage id={invalid} />
          </Text>
        ) : null}
        {failed && error !== null ? (
          <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" size="sm" loading={saving}>
            <FormattedMessage id="course.mark.submit" />
          </Button>
          <Text textStyle="sm" color="green.fg" role="status">
            {saved ? <FormattedMessage id="course.mark.saved" /> : null}
          </Text>
        </HStack>
      </Stack>
    </SimpleGrid>
  );
}
