import { Box, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NeedsTopic, NeedsView } from '../../../../contract/training-needs';
import { NeedsStatus } from '../../../../contract/training-needs.routes';
import { selectUser } from '../../../machines/session/session.selectors';
import {
  createTrainingNeedsImplementations,
  needsDraftKey,
  readNeedsDraft,
} from '../../../machines/training-needs/training-needs.actors';
import { trainingNeedsMachine } from '../../../machines/training-needs/training-needs.machine';
import {
  selectDraft,
  selectError,
  selectFirstProblem,
  selectIsReadOnly,
  selectIsSubmitted,
  selectIsSubmitting,
  selectProblems,
  selectRestored,
  selectSaved,
  selectView,
} from '../../../machines/training-needs/training-needs.selectors';
import { useHttp, useSession } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { InfoAlert } from '../../kit/forms/info-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { browserNeedsDraftStore } from './draft-store';
import { CourseLink, NeedsAnswer } from './needs-answer';
import type { NeedsData } from './needs-data';
import { NeedsFormView, REMARKS_ELEMENT_ID, customElementId } from './needs-form';
import { NeedsBadges, NeedsWindow } from './needs-list';

function BackToList() {
  const locale = useLocaleParam();
  return (
    <Link asChild textStyle="sm" colorPalette="brand" color="colorPalette.fg" alignSelf="flex-start">
      <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: 9 }}>
        <FormattedMessage id="account.needs.back" />
      </RouterLink>
    </Link>
  );
}

/** The suggested topics to read, while the collection takes no answers. */
function TopicsToRead({ topics }: { topics: NeedsTopic[] }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        <FormattedMessage id="account.needs.topics" />
      </Heading>
      <Stack as="ul" gap="0" listStyle="none" aria-label={intl.formatMessage({ id: 'account.needs.topics' })}>
        {topics.map((t) => (
          <Box as="li" key={t.topicId} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
            <Text fontWeight="medium">{t.topicName}</Text>
            {t.description ? (
              <Text textStyle="xs" color="fg.muted">
                {t.description}
              </Text>
            ) : null}
            <CourseLink topic={t} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** Filling in, submitting, reading back and changing the caller's needs for one collection. */
function NeedsFlow({ initial }: { initial: NeedsView }) {
  const http = useHttp();
  const router = useRouter();
  const userId = useSelector(useSession(), selectUser)?.id ?? '';
  // The machine and its draft are fixed for the panel's life; another collection or person remounts it.
  const [machine] = useState(() =>
    trainingNeedsMachine.provide(createTrainingNeedsImplementations(http, browserNeedsDraftStore, userId)),
  );
  const draftKey = needsDraftKey(userId, initial.trainingNeedsId);
  const stored = useMemo(() => readNeedsDraft(browserNeedsDraftStore, draftKey), [draftKey]);
  const actor = useActorRef(machine, { input: { view: initial, draft: stored }, ...actorOptions() });
  const view = useSelector(actor, selectView);
  const draft = useSelector(actor, selectDraft);
  const problems = useSelector(actor, selectProblems);
  const error = useSelector(actor, selectError);
  const restored = useSelector(actor, selectRestored);
  const submitting = useSelector(actor, selectIsSubmitting);
  const submitted = useSelector(actor, selectIsSubmitted);
  const readOnly = useSelector(actor, selectIsReadOnly);
  const saved = useSelector(actor, selectSaved);

  // Every answer the gateway took is read again by the route, so the list shows it as submitted.
  const seen = useRef(saved);
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (seen.current === saved) return;
    seen.current = saved;
    thanksRef.current?.focus();
    void router.invalidate();
  }, [saved, router]);

  const submit = () => {
    actor.send({ type: 'submit' });
    // The field checks run at once: take the member to the first field that needs attention.
    const first = selectFirstProblem(actor.getSnapshot());
    if (first === null) return;
    document
      .getElementById(first === 'remarks' ? REMARKS_ELEMENT_ID : customElementId(first.custom))
      ?.focus();
  };

  if (readOnly) {
    const upcoming = view.status === NeedsStatus.upcoming;
    return (
      <Stack gap="5">
        <InfoAlert
          message={
            <FormattedMessage
              id={upcoming ? 'account.needs.upcomingNote' : 'account.needs.closedNote'}
              values={{ time: shortDateTime(upcoming ? view.startTime : view.endTime) }}
            />
          }
        />
        {view.mine ? (
          <NeedsAnswer mine={view.mine} topics={view.topics} />
        ) : (
          <>
            {upcoming ? null : (
              <Text color="fg.muted" textStyle="sm">
                <FormattedMessage id="account.needs.notAnswered" />
              </Text>
            )}
            <TopicsToRead topics={view.topics} />
          </>
        )}
      </Stack>
    );
  }

  if (submitted && view.mine) {
    return (
      <Stack gap="5">
        <Box
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          borderWidth="1px"
          borderColor="green.muted"
          bg="green.subtle"
          rounded="l2"
          px="4"
          py="3"
          data-testid="needs-thanks"
        >
          <Text fontWeight="semibold">
            <FormattedMessage id={saved > 0 ? 'account.needs.thanks' : 'account.needs.answered'} />
          </Text>
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage
              id="account.needs.answeredAt"
              values={{ time: shortDateTime(view.mine.submitTime) }}
            />
          </Text>
        </Box>
        <NeedsAnswer mine={view.mine} topics={view.topics} />
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => actor.send({ type: 'edit' })}>
            <FormattedMessage id="account.needs.edit" />
          </Button>
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="account.needs.editHint" values={{ time: shortDateTime(view.endTime) }} />
          </Text>
        </HStack>
      </Stack>
    );
  }

  return (
    <NeedsFormView
      topics={view.topics}
      draft={draft}
      problems={problems}
      error={error}
      restored={restored}
      submitting={submitting}
      canCancel={view.mine !== null}
      send={actor.send}
      onSubmit={submit}
    />
  );
}

/** One collection opened in the account centre (`?change=9&id=`): what it asks, and the caller's needs. */
export function NeedsCollection({ data }: { data: Extract<NeedsData, { kind: 'one' }> }) {
  const read = useSettled(data.view);
  return (
    <Stack gap="3">
      <BackToList />
      <Card.Root rounded="l3">
        <Card.Body gap="5">
          <LoadState data={read} lines={4} isEmpty={() => false} empty={null}>
            {(view) => (
              <Stack gap="5">
                <Stack gap="2">
                  <Heading as="h2" size="lg">
                    {view.title}
                  </Heading>
                  <NeedsBadges row={view} />
                  <Text textStyle="xs" color="fg.subtle">
                    <NeedsWindow row={view} />
                  </Text>
                  {view.description ? (
                    <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line">
                      {view.description}
                    </Text>
                  ) : null}
                </Stack>
                <NeedsFlow key={view.trainingNeedsId} initial={view} />
              </Stack>
            )}
          </LoadState>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
