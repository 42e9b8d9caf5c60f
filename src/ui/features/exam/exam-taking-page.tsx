import { Box, Button, Center, Spinner, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createExamAttemptImplementations } from '../../../machines/exam-attempt/exam-attempt.actors';
import { examAttemptMachine } from '../../../machines/exam-attempt/exam-attempt.machine';
import { selectError, selectPhase } from '../../../machines/exam-attempt/exam-attempt.selectors';
import { useHttp } from '../../kit/app/app-services';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { ExamIntro } from './exam-intro';
import { preload } from '../../kit/app/on-demand';
import { ExamPaperView, loadExamDialogs } from './exam-paper-view';
import { idParam } from '../../kit/navigation/id-param';

/**
 * `/account/exam/examQuestion?id=<examId>`: taking the exam. The attempt machine runs the flow (rules,
 * answering with its clock, saves and switch watch, hand-in); this page renders its state and sends the
 * learner's actions. A handed-in paper opens its result page in place of this one.
 */
export function ExamTakingPage({ examId }: { examId: string }) {
  const intl = useIntl();
  const http = useHttp();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const attempt = useActorRef(
    examAttemptMachine.provide(createExamAttemptImplementations(http, { document, window, navigator })),
    { input: { examId, now: () => Date.now(), storage: window.localStorage } },
  );
  const phase = useSelector(attempt, selectPhase);
  const error = useSelector(attempt, selectError);
  const exam = useSelector(attempt, (s) => s.context.exam);
  const recordId = useSelector(attempt, (s) => s.context.result?.record.id ?? null);
  useDocumentTitle(exam?.examName ?? intl.formatMessage({ id: 'exam.paper.pageTitle' }));

  useEffect(() => {
    // A failed fetch is tried again when a dialog first opens.
    preload(loadExamDialogs);
  }, []);

  useEffect(() => {
    if (phase !== 'result' || recordId === null) return;
    void navigate({
      to: '/{-$locale}/account/exam/examSuccess',
      params: { locale },
      search: { id: idParam(recordId) },
      replace: true,
    });
  }, [phase, recordId, navigate, locale]);

  switch (phase) {
    case 'loading':
    case 'result':
      return (
        <Center minHeight="60dvh" aria-busy="true">
          <Spinner size="lg" color="brand.solid" />
        </Center>
      );
    case 'loadFailed':
      return (
        <Box as="main" id="main" px="4" py="16" maxWidth="xl" mx="auto">
          <Stack gap="4" align="flex-start">
            <ErrorAlert message={error ?? intl.formatMessage({ id: 'exam.paper.loadFailed' })} />
            <Button onClick={() => attempt.send({ type: 'attempt.retry' })}>
              <FormattedMessage id="app.retry" />
            </Button>
          </Stack>
        </Box>
      );
    case 'intro':
    case 'starting':
    case 'startFailed':
      return (
        <Box as="main" id="main" px="4" py={{ base: '8', md: '16' }}>
          <ExamIntro
            exam={exam}
            starting={phase === 'starting'}
            error={phase === 'startFailed' ? error : null}
            onStart={() => attempt.send({ type: 'attempt.start' })}
          />
        </Box>
      );
    default:
      return <ExamPaperView attempt={attempt} />;
  }
}
