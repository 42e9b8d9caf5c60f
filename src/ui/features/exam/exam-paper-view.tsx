import { Box, Button, Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { examAttemptMachine } from '../../../machines/exam-attempt/exam-attempt.machine';
import { answeredCount, questionCount } from '../../../machines/exam-attempt/paper-index';
import {
  selectCurrentQuestion,
  selectMissingAnswers,
  selectSaveStatus,
  selectSwitchesLeft,
  type ExamAttemptSnapshot,
} from '../../../machines/exam-attempt/exam-attempt.selectors';
import { DeferredDialog, inPlace } from '../../kit/app/on-demand';
import { AnswerSheet, type SheetSection } from './answer-sheet';
import { ExamClock } from './exam-clock';
import type { AutoReason } from './exam-dialogs';
import { QuestionView, questionElementId } from './question-view';
import { SaveStatus, type SaveState } from './save-status';

export type ExamAttemptRef = ActorRefFrom<typeof examAttemptMachine>;

/**
 * The dialogs bring Chakra's dialog machinery, the heaviest part of the page. They are fetched as soon as the
 * page opens (`loadExamDialogs`), while the learner reads the rules, and stay out of the route's first load. A
 * failed download is retried in place: reloading would drop the learner out of the paper.
 */
export const loadExamDialogs = inPlace(() => import('./exam-dialogs'));

const EMPTY: readonly string[] = [];

function saveStateOf(s: ExamAttemptSnapshot): SaveState {
  const { status, waiting, lastSavedAt } = selectSaveStatus(s);
  if (status === 'offline') return { kind: 'offline', waiting };
  if (status === 'retrying') return { kind: 'retrying', waiting };
  if (status === 'saving') return { kind: 'saving' };
  return lastSavedAt === null && waiting === 0 ? { kind: 'idle' } : { kind: 'saved' };
}

function autoReasonOf(s: ExamAttemptSnapshot): AutoReason {
  if (s.hasTag('timeUp') || s.context.handInReason === 2) return 'timeUp';
  if (s.context.handInReason === 3) return 'switchLimit';
  return null;
}

/** The answer sheet's sections: every answerable question (composite children one by one) under its section. */
function sheetSections(s: ExamAttemptSnapshot): SheetSection[] {
  const { paper, paperIndex, answerStates, flags } = s.context;
  if (!paper || !paperIndex) return [];
  return paper.titleList.map((section, sectionIndex) => ({
    id: section.id,
    title: section.title,
    items: paperIndex.questions
      .filter((q) => q.sectionIndex === sectionIndex)
      .flatMap((q) => (q.children.length > 0 ? q.children : [{ id: q.id, number: q.number }]))
      .map((item) => ({
        problemId: item.id,
        number: item.number,
        state: answerStates[item.id] ?? 'unanswered',
        flagged: flags.includes(item.id),
      })),
  }));
}

/** The paper while it is answered, confirmed and handed in: top bar, question, answer sheet and dialogs. */
export function ExamPaperView({ attempt }: { attempt: ExamAttemptRef }) {
  const intl = useIntl();
  const snapshot = useSelector(attempt, (s) => s);
  const { context } = snapshot;
  const question = selectCurrentQuestion(snapshot);
  const sections = useMemo(() => sheetSections(snapshot), [snapshot]);
  const missing = useMemo(() => selectMissingAnswers(snapshot), [snapshot]);
  const save = saveStateOf(snapshot);
  const switchesLeft = selectSwitchesLeft(snapshot);
  const handingIn = snapshot.hasTag('handingIn') || snapshot.hasTag('closing') || snapshot.hasTag('timeUp');
  const confirming = snapshot.hasTag('confirming');
  const switchWarningOpen = context.switchWarning !== null && !handingIn;
  // The question (or composite child) the learner asked for, focused once it is on screen; each jump counts.
  const focusTarget = useRef<string | null>(null);
  // A question chosen in the hand-in dialog keeps the focus once the dialog has closed.
  const focusAfterDialog = useRef<string | null>(null);
  const [jumps, setJumps] = useState(0);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const element = document.getElementById(questionElementId(target));
    element?.focus();
    element?.scrollIntoView?.({ block: 'start' });
  }, [jumps]);

  const index = context.paperIndex;
  // Screens (a composite question is one) for moving about; questions (its children each) for counting.
  const screens = index?.questions.length ?? 0;
  const total = index ? questionCount(index) : 0;
  const answered = index ? answeredCount(index, context.answerStates) : 0;
  const jump = (problemId: string) => {
    const entry = index?.answerables[problemId];
    const questionId = entry?.questionId ?? problemId;
    const target = index?.questions.findIndex((q) => q.id === questionId) ?? -1;
    if (target < 0) return;
    attempt.send({ type: 'question.goTo', index: target });
    focusTarget.current = problemId;
    setJumps((n) => n + 1);
  };
  /** Previous / next: the new question takes the focus, so keyboard and screen-reader users land on it. */
  const showQuestion = (target: number) => {
    const next = index?.questions[target];
    if (!next) return;
    attempt.send({ type: 'question.goTo', index: target });
    focusTarget.current = next.id;
    setJumps((n) => n + 1);
  };
  const numberOf = (id: string) =>
    index?.answerables[id]?.number ?? index?.questions.find((q) => q.id === id)?.number ?? '';
  const sectionTitle = question ? context.paper?.titleList[question.sectionIndex]?.title : undefined;
  const announcement = context.announcement ? intl.formatMessage({ id: context.announcement }) : null;

  return (
    <Stack gap="0" minHeight="100dvh">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg"
        borderBottomWidth="1px"
        px={{ base: '4', md: '8' }}
        py="3"
      >
        <Flex align="center" gap={{ base: '3', md: '6' }} wrap="wrap" maxWidth="7xl" mx="auto">
          <Heading as="h1" size="md" truncate flex="1" minWidth="40">
            {context.record?.examName ?? context.exam?.examName}
          </Heading>
          <SaveStatus state={save} />
          {switchesLeft !== null ? (
            <Text textStyle="sm" color={switchesLeft === 0 ? 'fg.error' : 'fg.muted'}>
              <FormattedMessage
                id="exam.switch.status"
                values={{ count: context.switchCount, limit: context.switchLimit }}
              />
            </Text>
          ) : null}
          <ExamClock
            remainingMs={context.timeLeftMs}
            hidden={context.clockHidden}
            onToggle={() => attempt.send({ type: context.clockHidden ? 'clock.show' : 'clock.hide' })}
            announcement={announcement}
          />
          <Button
            colorPalette="brand"
            onClick={() => attempt.send({ type: 'handIn.request' })}
            disabled={handingIn}
          >
            <FormattedMessage id="exam.handIn.button" />
          </Button>
        </Flex>
      </Box>

      <Flex
        as="main"
        id="main"
        gap="6"
        px={{ base: '4', md: '8' }}
        py="6"
        maxWidth="7xl"
        mx="auto"
        width="full"
        direction={{ base: 'column', lg: 'row' }}
        align="flex-start"
        flex="1"
      >
        <Card.Root rounded="l3" flex="1" minWidth="0" width="full">
          <Card.Body gap="6">
            {question && sectionTitle ? (
              <HStack justify="space-between" textStyle="sm" color="fg.muted">
                <Text fontWeight="semibold">{sectionTitle}</Text>
                <Text>
                  {question.last > question.first ? (
                    <FormattedMessage
                      id="exam.paper.positionRange"
                      values={{ first: question.first, last: question.last, total }}
                    />
                  ) : (
                    <FormattedMessage id="exam.paper.position" values={{ current: question.first, total }} />
                  )}
                </Text>
              </HStack>
            ) : null}
            {question ? (
              <QuestionView
                key={question.id}
                problem={question.problem}
                numberOf={numberOf}
                answerOf={(id) => context.answers[id] ?? EMPTY}
                isFlagged={(id) => context.flags.includes(id)}
                onChoose={(problemId, keys) => attempt.send({ type: 'answer.choose', problemId, keys })}
                onText={(problemId, blank, text) =>
                  attempt.send({ type: 'answer.text', problemId, blank, text })
                }
                onToggleFlag={(problemId) =>
                  attempt.send({
                    type: 'question.flag',
                    problemId,
                    flagged: !context.flags.includes(problemId),
                  })
                }
                disabled={handingIn}
              />
            ) : null}
            <HStack justify="space-between" pt="2" borderTopWidth="1px">
              <Button
                variant="outline"
                disabled={context.currentIndex <= 0}
                onClick={() => showQuestion(context.currentIndex - 1)}
              >
                <FormattedMessage id="exam.paper.previous" />
              </Button>
              {context.currentIndex < screens - 1 ? (
                <Button variant="outline" onClick={() => showQuestion(context.currentIndex + 1)}>
                  <FormattedMessage id="exam.paper.next" />
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  disabled={handingIn}
                  onClick={() => attempt.send({ type: 'handIn.request' })}
                >
                  <FormattedMessage id="exam.handIn.button" />
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root
          as="aside"
          rounded="l3"
          width={{ base: 'full', lg: '80' }}
          flexShrink={0}
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
        >
          <Card.Body>
            <AnswerSheet
              sections={sections}
              answered={answered}
              total={total}
              isCurrent={(id) => (index?.answerables[id]?.questionId ?? id) === question?.id}
              onJump={jump}
            />
          </Card.Body>
        </Card.Root>
      </Flex>

      <DeferredDialog
        load={loadExamDialogs}
        open={switchWarningOpen || confirming || handingIn}
        // Handing in goes on without its dialog; the other two are given up as their own buttons would.
        onDismiss={() => {
          if (confirming) attempt.send({ type: 'handIn.cancel' });
          else if (switchWarningOpen) attempt.send({ type: 'switch.dismissWarning' });
        }}
      >
        {({ SwitchWarningDialog, HandInDialog, HandingInDialog }) => (
          <>
            <SwitchWarningDialog
              open={switchWarningOpen}
              switchCount={context.switchWarning?.count ?? 0}
              switchesLeft={context.switchWarning?.left ?? 0}
              onClose={() => attempt.send({ type: 'switch.dismissWarning' })}
            />
            <HandInDialog
              open={confirming}
              unanswered={missing.map((m) => ({ problemId: m.id, number: m.number }))}
              total={total}
              onConfirm={() => attempt.send({ type: 'handIn.confirm' })}
              onCancel={() => attempt.send({ type: 'handIn.cancel' })}
              onJump={(problemId) => {
                focusAfterDialog.current = problemId;
                attempt.send({ type: 'handIn.cancel' });
                jump(problemId);
              }}
              focusOnClose={() => {
                const target = focusAfterDialog.current;
                focusAfterDialog.current = null;
                return target ? document.getElementById(questionElementId(target)) : null;
              }}
            />
            <HandingInDialog
              open={handingIn}
              reason={autoReasonOf(snapshot)}
              waitingForNetwork={snapshot.hasTag('flushing') && !context.online}
              waiting={selectSaveStatus(snapshot).waiting}
            />
          </>
        )}
      </DeferredDialog>
    </Stack>
  );
}
