import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarkingQuestion } from '../../../../contract/exam-paper';
import { createMarkingImplementations } from '../../../machines/marking/marking.actors';
import { markingMachine } from '../../../machines/marking/marking.machine';
import { MAX_MARK_COMMENT, pointsProblem } from '../../../machines/marking/marking.rules';
import { useHttp } from '../../kit/app/app-services';
import { DeferredPanel } from '../../kit/app/deferred-panel';
import { actorOptions } from '../../kit/app/inspector';
import { inPlace, loadOnce, preload } from '../../kit/app/on-demand';
import { loadSanitizer } from '../../kit/rich-text/sanitizer';
import { Textarea } from '../../kit/chakra/textarea';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { ArrowLeftIcon } from './crm-icons';
import { useQueueCounts } from './queue-counts';
import type { PaperHtml } from '../../kit/rich-text/paper-html';

/**
 * The answers' rich text and its sanitiser (DOMPurify) download beside the attempt instead of with the page's
 * code: the page asks for both as it opens and the questions show once both are here.
 */
const loadPaperHtml = inPlace(() =>
  // With the sanitiser, so that every question's text shows in the form's first render.
  Promise.all([import('../../kit/rich-text/paper-html'), loadOnce(loadSanitizer)]).then(([m]) => m),
);
type Html = typeof PaperHtml;

function BackToQueue() {
  const locale = useLocaleParam();
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to="/{-$locale}/crm/marking" params={{ locale }}>
        <ArrowLeftIcon />
        <FormattedMessage id="crm.marking.back" />
      </Link>
    </Button>
  );
}

/** A labelled block of rich text inside a question card (material, reference answer, the learner's answer). */
function Block({
  Html,
  label,
  html,
  tone,
}: {
  Html: Html;
  label: string;
  html: string;
  tone?: 'reference' | 'answer';
}) {
  return (
    <Stack gap="1" as="section" aria-label={label}>
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box
        rounded="l2"
        px="3"
        py="2"
        bg={tone === 'reference' ? 'green.subtle' : tone === 'answer' ? 'bg.muted' : 'bg.subtle'}
      >
        <Html html={html} />
      </Box>
    </Stack>
  );
}

function QuestionCard({
  Html,
  index,
  question,
  points,
  comment,
  showInvalid,
  readOnly,
  onPoints,
  onComment,
}: {
  Html: Html;
  index: number;
  question: MarkingQuestion;
  points: string;
  comment: string;
  showInvalid: boolean;
  readOnly: boolean;
  onPoints: (value: string) => void;
  onComment: (value: string) => void;
}) {
  const intl = useIntl();
  const problem = pointsProblem(points, question.score);
  const title = intl.formatMessage({ id: 'crm.marking.question' }, { n: index + 1 });
  return (
    <Card.Root as="article" aria-label={title}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          <Badge variant="subtle">
            <FormattedMessage id="crm.marking.worth" values={{ count: question.score }} />
          </Badge>
        </HStack>
        {question.material ? (
          <Block
            Html={Html}
            label={intl.formatMessage({ id: 'crm.marking.material' })}
            html={question.material}
          />
        ) : null}
        <Html html={question.problemContent} fontWeight="medium" />
        {question.reference ? (
          <Block
            Html={Html}
            label={intl.formatMessage({ id: 'crm.marking.reference' })}
            html={question.reference}
            tone="reference"
          />
        ) : null}
        {question.answer === '' ? (
          <Stack gap="1">
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
              <FormattedMessage id="crm.marking.answer" />
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id="crm.marking.noAnswer" />
            </Text>
          </Stack>
        ) : (
          <Block
            Html={Html}
            label={intl.formatMessage({ id: 'crm.marking.answer' })}
            html={question.answer}
            tone="answer"
          />
        )}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-start' }}>
          <Field.Root required invalid={showInvalid && problem !== null} width={{ md: '48' }} flexShrink="0">
            <Field.Label>
              <FormattedMessage id="crm.marking.points" values={{ max: question.score }} />
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={points}
              inputMode="decimal"
              autoComplete="off"
              readOnly={readOnly}
              onChange={(e) => onPoints(e.target.value)}
            />
            {showInvalid && problem !== null ? (
              <Field.ErrorText>
                <FormattedMessage id={`crm.marking.points.${problem}`} values={{ max: question.score }} />
              </Field.ErrorText>
            ) : null}
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>
              <FormattedMessage id="crm.marking.comment" />
            </Field.Label>
            <Textarea
              value={comment}
              rows={2}
              maxLength={MAX_MARK_COMMENT}
              readOnly={readOnly}
              placeholder={intl.formatMessage({ id: 'crm.marking.comment.placeholder' })}
              onChange={(e) => onComment(e.target.value)}
            />
          </Field.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One attempt to mark: each short answer with its question, reference answer and points available; the marker
 * gives points (0..max) and, if they like, a comment. Submitting settles the attempt as passed or failed by
 * the exam's pass mark, and the learner sees it on their exam pages.
 */
export function MarkingPage({ recordId }: { recordId: string }) {
  const intl = useIntl();
  const http = useHttp();
  const { refresh } = useQueueCounts();
  const machine = useMemo(() => markingMachine.provide(createMarkingImplementations(http)), [http]);
  const [snapshot, send] = useMachine(machine, { ...actorOptions(), input: { recordId } });
  const { view, points, comments, showInvalid, error, result } = snapshot.context;
  const done = snapshot.hasTag('done');
  const submitting = snapshot.hasTag('submitting');
  useDocumentTitle(view?.record.examName ?? intl.formatMessage({ id: 'crm.queue.marking' }));

  useEffect(() => {
    if (result) refresh();
  }, [result, refresh]);
  useEffect(() => {
    preload(loadPaperHtml);
  }, []);

  if (snapshot.hasTag('loading')) {
    return (
      <Stack gap="4" aria-busy="true">
        <BackToQueue />
        <Skeleton height="8" width="60%" />
        <Skeleton height="48" />
      </Stack>
    );
  }
  if (snapshot.hasTag('loadFailed') || !view) {
    return (
      <Stack gap="4">
        <BackToQueue />
        <ErrorAlert
          message={error ?? ''}
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'marking.retry' })}>
              <FormattedMessage id="crm.action.retry" />
            </Button>
          }
        />
      </Stack>
    );
  }

  const score = result?.score ?? null;
  return (
    <Stack gap="5">
      <BackToQueue />
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {view.record.examName}
        </Heading>
        <HStack gap="4" wrap="wrap" color="fg.muted" textStyle="sm">
          <Text>
            <FormattedMessage
              id="crm.marking.member"
              values={{ name: view.userName, empNo: view.empNo === '' ? '—' : view.empNo }}
            />
          </Text>
          <Text>
            <FormattedMessage id="crm.marking.handedInAt" values={{ time: view.record.finishTime ?? '—' }} />
          </Text>
          <Text>
            <FormattedMessage
              id="crm.marking.rule"
              values={{ auto: view.autoScore, pass: view.record.passScore, total: view.record.totalScore }}
            />
          </Text>
        </HStack>
      </Stack>

      {done ? (
        <Box role="status" rounded="l3" borderWidth="1px" bg="bg" p="4">
          {result && score !== null ? (
            <Text fontWeight="semibold">
              <FormattedMessage
                id={result.passed === 1 ? 'crm.marking.done.passed' : 'crm.marking.done.failed'}
                values={{ score }}
              />
            </Text>
          ) : (
            <Text fontWeight="semibold">
              <FormattedMessage id="crm.marking.done.already" />
            </Text>
          )}
        </Box>
      ) : null}
      {snapshot.hasTag('refused') && error ? <ErrorAlert message={error} /> : null}

      <DeferredPanel load={loadPaperHtml} wanted minHeight="48">
        {({ PaperHtml: Html }) => (
          <chakra.form
            display="flex"
            flexDirection="column"
            gap="4"
            noValidate
            aria-label={intl.formatMessage({ id: 'crm.marking.form' })}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'marking.submit' });
            }}
          >
            {view.questions.map((q, i) => (
              <QuestionCard
                key={q.id}
                Html={Html}
                index={i}
                question={q}
                points={points[q.id] ?? ''}
                comment={comments[q.id] ?? ''}
                showInvalid={showInvalid}
                readOnly={done || submitting}
                onPoints={(value) => send({ type: 'points.change', problemId: q.id, value })}
                onComment={(value) => send({ type: 'comment.change', problemId: q.id, value })}
              />
            ))}
            {done ? null : (
              <HStack justify="flex-end">
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  <FormattedMessage id="crm.marking.submit" />
                </Button>
              </HStack>
            )}
          </chakra.form>
        )}
      </DeferredPanel>
    </Stack>
  );
}
