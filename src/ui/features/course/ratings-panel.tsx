import { Box, Button, Flex, HStack, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarkView } from '../../../../contract/course';
import { MARK_MAX, MARK_REMARK_MAX } from '../../../../contract/course.routes';
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
import { NO_FIGURE, ratingText } from '../../kit/format/course-format';
import { StarFilledIcon, StarIcon } from '../../kit/learning/course-icons';
import { StarInput } from './star-input';

/** How much of each of the five stars a score fills, to the nearest half star (4.3 → 1, 1, 1, 1, 0.5). */
export function starFills(score: number): number[] {
  const halves = Math.round(Math.min(Math.max(score, 0), MARK_MAX) * 2) / 2;
  return Array.from({ length: MARK_MAX }, (_, i) => Math.min(Math.max(halves - i, 0), 1));
}

/** Five stars filled to a score; the figure beside them says it in text. */
function Stars({ score }: { score: number }) {
  return (
    <HStack gap="0.5" aria-hidden>
      {starFills(score).map((fill, i) => (
        <Box key={i} position="relative" lineHeight="0">
          <StarIcon color="fg.subtle" />
          {fill > 0 ? (
            <Box position="absolute" insetBlock="0" insetStart="0" width={`${fill * 100}%`} overflow="hidden">
              <StarFilledIcon color="orange.solid" />
            </Box>
          ) : null}
        </Box>
      ))}
    </HStack>
  );
}

/**
 * The course's rating at a glance: the average, how many rated, and — when known — how many gave each score,
 * as bars with their numbers in text.
 */
export function MarkSummary({
  average,
  count,
  distribution,
}: {
  average: number;
  count: number;
  distribution?: readonly number[];
}) {
  const intl = useIntl();
  return (
    <Flex gap="6" align="center" direction={{ base: 'column', sm: 'row' }}>
      <Stack gap="1" align="center" minWidth="32">
        <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
          {count > 0 ? ratingText(average) : NO_FIGURE}
        </Text>
        <Stars score={count > 0 ? average : 0} />
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="course.mark.count" values={{ count }} />
        </Text>
      </Stack>
      {distribution ? (
        <Stack
          as="ul"
          listStyle="none"
          gap="1.5"
          flex="1"
          width="full"
          aria-label={intl.formatMessage({ id: 'course.mark.distribution' })}
        >
          {[...distribution]
            .map((n, i) => ({ score: i + 1, n }))
            .reverse()
            .map(({ score, n }) => (
              <HStack as="li" key={score} gap="3" textStyle="sm">
                <Text as="span" width="12" flexShrink={0} color="fg.muted">
                  <FormattedMessage id="course.mark.star" values={{ count: score }} />
                </Text>
                <Box flex="1" height="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                  <Box
                    height="full"
                    bg="orange.solid"
                    width={count > 0 ? `${(n / count) * 100}%` : '0'}
                    transition="width 0.3s"
                  />
                </Box>
                <Text as="span" width="14" flexShrink={0} textAlign="end" color="fg.muted">
                  <FormattedMessage id="course.mark.people" values={{ count: n }} />
                </Text>
              </HStack>
            ))}
        </Stack>
      ) : null}
    </Flex>
  );
}

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
