import { Badge, Box, Button, Card, Flex, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  Assessment,
  EvaluationQuestion,
  EvaluationView,
  OfflineFile,
} from '../../../../contract/offline-review';
import {
  AssessResult,
  EVALUATION_SCALE,
  EVALUATION_TEXT_MAX,
  EvaluationState,
  EvaluationTarget,
  QuestionKind,
} from '../../../../contract/offline-review.routes';
import { createCourseEvaluationImplementations } from '../../../machines/course-evaluation/course-evaluation.actors';
import { courseEvaluationMachine } from '../../../machines/course-evaluation/course-evaluation.machine';
import {
  selectEvaluationBusy,
  selectEvaluationEditable,
  selectEvaluationError,
  selectEvaluationMissing,
  selectEvaluationScores,
  selectEvaluationTexts,
  selectEvaluationView,
} from '../../../machines/course-evaluation/course-evaluation.selectors';
import { useHttp } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { useSettled, type Settled } from '../../kit/app/route-data';
import { LoadState } from '../../kit/app/load-state';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { shortDateTime } from '../../kit/format/date-time';
import { AssessAttachment } from './assess-attachment';
import type { LearnerReviewData } from './learner-review-data';
import { OfflineFileList } from './offline-files';

const RESULT_KEY: Record<AssessResult, string> = {
  [AssessResult.pending]: 'offline.assess.pending',
  [AssessResult.passed]: 'offline.assess.passed',
  [AssessResult.failed]: 'offline.assess.failed',
};
const RESULT_PALETTE: Record<AssessResult, string> = {
  [AssessResult.pending]: 'gray',
  [AssessResult.passed]: 'green',
  [AssessResult.failed]: 'red',
};

function Section({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card.Root rounded="l3" as="section" aria-labelledby={id} id={`${id}-section`}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function MyAssessment({ assessment }: { assessment: Assessment }) {
  const intl = useIntl();
  if (assessment.result === AssessResult.pending) {
    return (
      <Text color="fg.muted" textStyle="sm" data-testid="assess-pending">
        <FormattedMessage id="offline.assess.none" />
      </Text>
    );
  }
  return (
    <Stack gap="3" data-testid="my-assessment">
      <HStack gap="3" wrap="wrap" align="baseline">
        <Text textStyle="3xl" fontWeight="semibold" lineHeight="1">
          {intl.formatNumber(assessment.score ?? 0)}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage id="offline.assess.passScore" values={{ score: assessment.passScore }} />
        </Text>
        <Badge colorPalette={RESULT_PALETTE[assessment.result]} variant="subtle">
          <FormattedMessage id={RESULT_KEY[assessment.result]} />
        </Badge>
      </HStack>
      {assessment.comment ? (
        <Box borderStartWidth="3px" borderColor="brand.muted" ps="3">
          <Text whiteSpace="pre-wrap">{assessment.comment}</Text>
        </Box>
      ) : null}
      <Text textStyle="xs" color="fg.muted">
        <FormattedMessage
          id="offline.assess.by"
          values={{
            name: assessment.assessorName,
            time: assessment.gmtAssessed ? shortDateTime(assessment.gmtAssessed) : '',
          }}
        />
      </Text>
      <AssessAttachment assessment={assessment} />
    </Stack>
  );
}

const SCALE = Array.from({ length: EVALUATION_SCALE }, (_, i) => i + 1);

/** One rating question: five native radios (arrow keys move between them), each named by its word. */
function RatingQuestion({
  question,
  value,
  missing,
  disabled,
  onRate,
}: {
  question: EvaluationQuestion;
  value: number | undefined;
  missing: boolean;
  disabled: boolean;
  onRate: (score: number) => void;
}) {
  const intl = useIntl();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <chakra.fieldset
      aria-describedby={missing ? errorId : undefined}
      aria-invalid={missing ? true : undefined}
      data-testid={`rate-${question.questionId}`}
    >
      <chakra.legend fontWeight="medium" mb="2">
        {question.title}
        {question.required === 1 ? null : (
          <Text as="span" color="fg.muted" textStyle="sm" fontWeight="normal" ms="2">
            <FormattedMessage id="offline.evaluate.optional" />
          </Text>
        )}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {SCALE.map((score) => {
          const checked = value === score;
          return (
            <chakra.label
              key={score}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="0.5"
              minWidth={{ base: '14', md: '20' }}
              px="2"
              py="1.5"
              borderWidth="1px"
              rounded="l2"
              cursor={disabled ? 'default' : 'pointer'}
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              _hover={disabled ? undefined : { borderColor: 'brand.emphasized' }}
              css={{
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '1px',
                },
              }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={String(score)}
                checked={checked}
                disabled={disabled}
                onChange={() => onRate(score)}
                srOnly
              />
              <Text as="span" fontWeight="semibold" aria-hidden="true">
                {score}
              </Text>
              <Text as="span" textStyle="xs" color="fg.muted">
                {intl.formatMessage({ id: `offline.evaluate.scale.${score}` })}
              </Text>
            </chakra.label>
          );
        })}
      </Flex>
      {missing ? (
        <Text id={errorId} color="fg.error" textStyle="sm" mt="1">
          <FormattedMessage id="offline.evaluate.required" />
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

function TextQuestion({
  question,
  value,
  missing,
  disabled,
  onWrite,
}: {
  question: EvaluationQuestion;
  value: string;
  missing: boolean;
  disabled: boolean;
  onWrite: (text: string) => void;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontWeight="medium">
        {question.title}
        {question.required === 1 ? null : (
          <Text as="span" color="fg.muted" textStyle="sm" fontWeight="normal" ms="2">
            <FormattedMessage id="offline.evaluate.optional" />
          </Text>
        )}
      </chakra.label>
      <chakra.textarea
        id={id}
        value={value}
        readOnly={disabled}
        maxLength={EVALUATION_TEXT_MAX}
        aria-invalid={missing ? true : undefined}
        onChange={(e) => onWrite(e.target.value)}
        rows={3}
        width="full"
        px="3"
        py="2"
        borderWidth="1px"
        rounded="l2"
        bg="bg"
      />
      <HStack justify="space-between" textStyle="xs" color="fg.muted">
        <span>{missing ? <FormattedMessage id="offline.evaluate.required" /> : null}</span>
        <span>
          <FormattedMessage
            id="offline.evaluate.length"
            values={{ count: value.length, max: EVALUATION_TEXT_MAX }}
          />
        </span>
      </HStack>
    </Stack>
  );
}

/** The submitted answers, grouped by what they were about. */
function GivenAnswers({ view }: { view: EvaluationView }) {
  const intl = useIntl();
  const byId = new Map(view.answers.map((a) => [a.questionId, a]));
  return (
    <Stack gap="2" as="dl" data-testid="my-evaluation">
      {view.questions.map((q) => {
        const answer = byId.get(q.questionId);
        if (!answer) return null;
        return (
          <Flex key={q.questionId} gap="3" justify="space-between" wrap="wrap">
            <Text as="dt" color="fg.muted">
              {q.title}
            </Text>
            <Text as="dd" fontWeight="medium" whiteSpace="pre-wrap">
              {answer.score !== undefined
                ? intl.formatMessage(
                    { id: 'offline.evaluate.given' },
                    {
                      score: answer.score,
                      word: intl.formatMessage({ id: `offline.evaluate.scale.${answer.score}` }),
                    },
                  )
                : answer.text}
            </Text>
          </Flex>
        );
      })}
    </Stack>
  );
}

function EvaluationForm({ courseId, initial }: { courseId: string; initial: EvaluationView }) {
  const http = useHttp();
  const machine = useMemo(
    () => courseEvaluationMachine.provide(createCourseEvaluationImplementations(http)),
    [http],
  );
  const [, send, actor] = useMachine(machine, { input: { courseId, view: initial }, ...actorOptions() });
  const view = useSelector(actor, selectEvaluationView);
  const editable = useSelector(actor, selectEvaluationEditable);
  const busy = useSelector(actor, selectEvaluationBusy);
  const scores = useSelector(actor, selectEvaluationScores);
  const texts = useSelector(actor, selectEvaluationTexts);
  const missing = useSelector(actor, selectEvaluationMissing);
  const error = useSelector(actor, selectEvaluationError);

  if (view.state === EvaluationState.done) {
    return (
      <Stack gap="3">
        <Text textStyle="sm" color="fg.success" role="status">
          <FormattedMessage
            id="offline.evaluate.done"
            values={{ time: view.gmtSubmitted ? shortDateTime(view.gmtSubmitted) : '' }}
          />
        </Text>
        <GivenAnswers view={view} />
      </Stack>
    );
  }
  if (view.state === EvaluationState.notOpen) {
    return (
      <Text color="fg.muted" textStyle="sm">
        <FormattedMessage
          id="offline.evaluate.notOpen"
          values={{ time: view.opensAt ? shortDateTime(view.opensAt) : '' }}
        />
      </Text>
    );
  }
  if (view.state === EvaluationState.expired) {
    return (
      <Text color="fg.muted" textStyle="sm">
        <FormattedMessage
          id="offline.evaluate.expired"
          values={{ time: view.deadline ? shortDateTime(view.deadline) : '' }}
        />
      </Text>
    );
  }
  const disabled = !editable;
  const groups = [EvaluationTarget.course, EvaluationTarget.lecturer].map((target) => ({
    target,
    questions: view.questions.filter((q) => q.target === target),
  }));
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
      aria-busy={busy || undefined}
    >
      <Stack gap="5">
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage
            id={view.anonymous === 1 ? 'offline.evaluate.anonymous' : 'offline.evaluate.named'}
            values={{ time: view.deadline ? shortDateTime(view.deadline) : '' }}
          />
        </Text>
        {groups.map(({ target, questions }) =>
          questions.length === 0 ? null : (
            <Stack key={target} gap="4">
              <Text fontWeight="semibold" textStyle="sm" color="fg.muted">
                <FormattedMessage
                  id={
                    target === EvaluationTarget.course
                      ? 'offline.evaluate.aboutCourse'
                      : 'offline.evaluate.aboutLecturer'
                  }
                  values={{ name: view.lecturerName }}
                />
              </Text>
              {questions.map((q) =>
                q.kind === QuestionKind.rating ? (
                  <RatingQuestion
                    key={q.questionId}
                    question={q}
                    value={scores[q.questionId]}
                    missing={missing.includes(q.questionId)}
                    disabled={disabled}
                    onRate={(score) => send({ type: 'rate', questionId: q.questionId, score })}
                  />
                ) : (
                  <TextQuestion
                    key={q.questionId}
                    question={q}
                    value={texts[q.questionId] ?? ''}
                    missing={missing.includes(q.questionId)}
                    disabled={disabled}
                    onWrite={(text) => send({ type: 'write', questionId: q.questionId, text })}
                  />
                ),
              )}
            </Stack>
          ),
        )}
        {missing.length > 0 ? (
          <ErrorAlert
            message={<FormattedMessage id="offline.evaluate.missing" values={{ count: missing.length }} />}
          />
        ) : null}
        {error ? <ErrorAlert message={error} /> : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy}>
            <FormattedMessage id="offline.evaluate.submit" />
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

function Evaluation({ courseId, evaluation }: { courseId: string; evaluation: Settled<EvaluationView> }) {
  const read = useSettled(evaluation);
  return (
    <Section id="offline-evaluation" title={<FormattedMessage id="offline.evaluate.heading" />}>
      <LoadState
        data={read}
        lines={3}
        isEmpty={(v) => v.questions.length === 0}
        empty={<FormattedMessage id="offline.evaluate.noForm" />}
      >
        {(view) => <EvaluationForm courseId={courseId} initial={view} />}
      </LoadState>
    </Section>
  );
}

function Assessed({ assessment }: { assessment: Settled<Assessment> }) {
  const read = useSettled(assessment);
  return (
    <Section id="offline-assessment" title={<FormattedMessage id="offline.assess.heading" />}>
      <LoadState data={read} lines={2} isEmpty={() => false} empty={null}>
        {(a) => <MyAssessment assessment={a} />}
      </LoadState>
    </Section>
  );
}

function Files({ courseId, files }: { courseId: string; files: Settled<OfflineFile[]> }) {
  const intl = useIntl();
  const read = useSettled(files);
  return (
    <Section id="offline-files" title={<FormattedMessage id="offline.files.heading" />}>
      <LoadState
        data={read}
        lines={2}
        isEmpty={(list) => list.length === 0}
        empty={<FormattedMessage id="offline.files.none" />}
      >
        {(list) => (
          <OfflineFileList
            courseId={courseId}
            files={list}
            label={intl.formatMessage({ id: 'offline.files.heading' })}
          />
        )}
      </LoadState>
    </Section>
  );
}

/** What follows a course's sessions for its learner: their assessment by the lecturer and their evaluation. */
export function LearnerReview({ courseId, review }: { courseId: string; review: LearnerReviewData }) {
  return (
    <>
      {review.assessment ? <Assessed assessment={review.assessment} /> : null}
      {review.evaluation ? <Evaluation courseId={courseId} evaluation={review.evaluation} /> : null}
    </>
  );
}

/** The course's files, for anyone who may see the course. */
export function CourseFiles({ courseId, review }: { courseId: string; review: LearnerReviewData }) {
  return <Files courseId={courseId} files={review.files} />;
}
