import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SurveyView } from '../../../../contract/survey';
import { selectUser } from '../../../machines/session/session.selectors';
import { createSurveyImplementations, draftKey, readDraft } from '../../../machines/survey/survey.actors';
import { surveyMachine } from '../../../machines/survey/survey.machine';
import {
  selectAnswers,
  selectError,
  selectFirstProblem,
  selectIsClosed,
  selectIsEditable,
  selectIsLoading,
  selectIsSubmitted,
  selectIsSubmitting,
  selectLoadFailed,
  selectProblems,
  selectSubmitTime,
  selectSurvey,
} from '../../../machines/survey/survey.selectors';
import { useHttp, useSession } from '../../kit/app/app-services';
import { actorOptions } from '../../kit/app/inspector';
import { ErrorAlert } from '../../kit/forms/error-alert';
import { InfoAlert } from '../../kit/forms/info-alert';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { browserDraftStore } from './draft-store';
import { QuestionField, questionElementId } from './question-field';
import { MySurveysLink } from './survey-links';

function SurveyHeader({ survey }: { survey: SurveyView }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {survey.title}
      </Heading>
      <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
        <Badge variant="subtle" colorPalette={survey.anonymous === 1 ? 'teal' : 'gray'}>
          <FormattedMessage id={survey.anonymous === 1 ? 'survey.anonymous' : 'survey.named'} />
        </Badge>
        <span>
          <FormattedMessage id="survey.questionCount" values={{ count: survey.questions.length }} />
        </span>
        <span>
          <FormattedMessage id="survey.endTime" values={{ time: survey.endTime }} />
        </span>
      </HStack>
      {survey.description ? <Text color="fg.muted">{survey.description}</Text> : null}
    </Stack>
  );
}

function ResultsLink({ id, variant = 'solid' }: { id: string; variant?: 'solid' | 'outline' }) {
  const locale = useLocaleParam();
  return (
    <Button asChild size="sm" variant={variant}>
      <RouterLink to="/{-$locale}/investigate/analyze/{-$id}" params={{ locale, id }}>
        <FormattedMessage id="survey.viewResults" />
      </RouterLink>
    </Button>
  );
}

/** `/investigate/view?id=`: answer a survey, or read back one's answers once submitted. */
export function SurveyPage({ id }: { id: string | null }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'survey.pageTitle' }));
  if (id === null) {
    return (
      <Stack gap="4">
        <MySurveysLink />
        <InfoAlert message={<FormattedMessage id="survey.missingId" />} />
      </Stack>
    );
  }
  return <SurveyFlow id={id} />;
}

function SurveyFlow({ id }: { id: string }) {
  const intl = useIntl();
  const http = useHttp();
  const userId = useSelector(useSession(), selectUser)?.id ?? '';
  // The machine and its draft are fixed for the page's life; another survey or person remounts the page.
  const [machine] = useState(() =>
    surveyMachine.provide(createSurveyImplementations(http, browserDraftStore, userId)),
  );
  const draft = useMemo(() => readDraft(browserDraftStore, draftKey(userId, id)), [userId, id]);
  const actor = useActorRef(machine, { input: { surveyId: id, draft }, ...actorOptions() });
  const survey = useSelector(actor, selectSurvey);
  const answers = useSelector(actor, selectAnswers);
  const problems = useSelector(actor, selectProblems);
  const error = useSelector(actor, selectError);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const editable = useSelector(actor, selectIsEditable);
  const submitting = useSelector(actor, selectIsSubmitting);
  const submitted = useSelector(actor, selectIsSubmitted);
  const closed = useSelector(actor, selectIsClosed);
  const submitTime = useSelector(actor, selectSubmitTime);
  // Whether the thanks belong to a submit made on this visit (rather than to a survey answered before).
  const [justSubmitted, setJustSubmitted] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The thanks appear above the form the respondent has just finished: bring them into view.
    if (submitted && justSubmitted) thanksRef.current?.focus();
  }, [submitted, justSubmitted]);

  const submit = () => {
    actor.send({ type: 'submit' });
    const after = actor.getSnapshot();
    if (after.hasTag('submitting')) {
      setJustSubmitted(true);
      return;
    }
    // The checks run at once: take the respondent to the first question that needs attention.
    const first = selectFirstProblem(after);
    if (first) document.getElementById(questionElementId(first))?.focus();
  };

  if (loading && !survey) {
    return (
      <Stack gap="4" aria-busy="true">
        <MySurveysLink />
        <Skeleton height="24" />
        <Skeleton height="40" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (loadFailed || !survey) {
    return (
      <Stack gap="4">
        <MySurveysLink />
        <ErrorAlert
          message={error || intl.formatMessage({ id: 'http.unknownError' })}
          action={
            <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'retry' })}>
              <FormattedMessage id="survey.retry" />
            </Button>
          }
        />
      </Stack>
    );
  }

  const problemIds = survey.questions.filter((q) => q.id in problems);
  return (
    <Stack gap="6" maxWidth="3xl" mx="auto" width="full">
      <MySurveysLink />
      <Card.Root rounded="l3">
        <Card.Body>
          <SurveyHeader survey={survey} />
        </Card.Body>
      </Card.Root>

      {submitted ? (
        <Box
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          borderWidth="1px"
          borderColor="green.muted"
          bg="green.subtle"
          rounded="l3"
          p="5"
        >
          <Stack gap="3">
            <Heading as="h2" size="md">
              <FormattedMessage id={justSubmitted ? 'survey.thanks.title' : 'survey.answered.title'} />
            </Heading>
            <Text>
              <FormattedMessage
                id={justSubmitted ? 'survey.thanks.body' : 'survey.answered.body'}
                values={{ time: submitTime ?? '' }}
              />
            </Text>
            <HStack gap="3" wrap="wrap">
              <ResultsLink id={survey.id} />
              <MySurveysLink />
            </HStack>
          </Stack>
        </Box>
      ) : null}
      {closed ? (
        <InfoAlert message={<FormattedMessage id="survey.closedNote" values={{ time: survey.endTime }} />} />
      ) : null}

      {problemIds.length > 0 ? (
        <ErrorAlert
          message={
            <Stack gap="1">
              <span>
                <FormattedMessage id="survey.problems" values={{ count: problemIds.length }} />
              </span>
              <Flex as="ul" gap="3" wrap="wrap" listStyle="none">
                {problemIds.map((q) => (
                  <li key={q.id}>
                    <Link href={`#${questionElementId(q.id)}`} fontWeight="normal" textDecoration="underline">
                      <FormattedMessage
                        id="survey.problemLink"
                        values={{ number: survey.questions.indexOf(q) + 1 }}
                      />
                    </Link>
                  </li>
                ))}
              </Flex>
            </Stack>
          }
        />
      ) : null}

      <Stack
        as="form"
        gap="4"
        aria-label={survey.title}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {submitted ? (
          <Heading as="h2" size="md">
            <FormattedMessage id="survey.yourAnswers" />
          </Heading>
        ) : null}
        {survey.questions.map((question, i) => (
          <QuestionField
            key={question.id}
            question={question}
            number={i + 1}
            answer={answers[question.id]}
            problem={problems[question.id]}
            disabled={!editable}
            onChoose={(optionKey) =>
              actor.send({ type: 'answer.choose', questionId: question.id, optionKey })
            }
            onToggle={(optionKey) =>
              actor.send({ type: 'answer.toggle', questionId: question.id, optionKey })
            }
            onText={(text) => actor.send({ type: 'answer.text', questionId: question.id, text })}
            onRate={(rating) => actor.send({ type: 'answer.rate', questionId: question.id, rating })}
          />
        ))}
        {editable || submitting ? (
          <Stack gap="3">
            {error !== null && !submitting ? (
              <ErrorAlert message={error || intl.formatMessage({ id: 'http.unknownError' })} />
            ) : null}
            <Flex gap="4" align="center" justify="space-between" wrap="wrap">
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage id="survey.draftNote" />
              </Text>
              <Button type="submit" loading={submitting} size="lg">
                <FormattedMessage id="survey.submit" />
              </Button>
            </Flex>
          </Stack>
        ) : null}
        {submitted && !justSubmitted ? <ResultsLink id={survey.id} variant="outline" /> : null}
      </Stack>
    </Stack>
  );
}
