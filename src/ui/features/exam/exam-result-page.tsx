import { Badge, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttemptResult } from '../../../../contract/exam-paper';
import { FinishReason } from '../../../../contract/exam-paper.routes';
import { indexPaper } from '../../../machines/exam-attempt/paper-index';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { AwaitingAttemptsNote } from './awaiting-attempts-note';
import { finishReasonKey } from './exam-format';
import { ResultQuestion } from './result-question';
import { idParam } from '../../kit/navigation/id-param';
import type { ExamResultData } from './exam-result-data';
import { Stat } from '../../kit/layout/stat';

type Verdict = 'passed' | 'failed' | 'awaiting';

function verdictOf(result: AttemptResult): Verdict {
  if (result.passed === null) return 'awaiting';
  return result.passed === 1 ? 'passed' : 'failed';
}

const VERDICT_PALETTE: Record<Verdict, string> = { passed: 'green', failed: 'red', awaiting: 'purple' };

function Summary({ result }: { result: AttemptResult }) {
  const locale = useLocaleParam();
  const verdict = verdictOf(result);
  const { record } = result;
  const reason = finishReasonKey(record.finishReason);
  return (
    <Card.Root rounded="l3">
      <Card.Body gap="6">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {record.examName}
            </Heading>
            <Badge size="lg" colorPalette={VERDICT_PALETTE[verdict]} variant="solid">
              <FormattedMessage id={`exam.result.verdict.${verdict}`} />
            </Badge>
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage id="exam.result.handedIn" values={{ time: record.finishTime ?? '' }} />
          </Text>
          {record.finishReason === FinishReason.timeUp ? (
            // Spec §8: the time-up message stays in view after the automatic hand-in; one message holds both
            // sentences, so they are punctuated and spaced as the language writes them.
            <Text textStyle="sm" color="orange.fg">
              <FormattedMessage
                id="exam.result.timeUpNote"
                values={{ b: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
              />
            </Text>
          ) : reason ? (
            <Text textStyle="sm" color="orange.fg">
              <FormattedMessage id={reason} />
            </Text>
          ) : null}
        </Stack>
        <HStack gap="10" wrap="wrap" align="flex-end">
          <Stack gap="0">
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="exam.result.score" />
            </Text>
            <Text fontSize="5xl" fontWeight="bold" lineHeight="1" color={`${VERDICT_PALETTE[verdict]}.fg`}>
              {result.score === null ? (
                <FormattedMessage id="exam.result.scorePending" />
              ) : (
                <FormattedMessage id="exam.result.points" values={{ score: result.score }} />
              )}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" flex="1" minWidth="0">
            <Stat size="lg" label={<FormattedMessage id="exam.result.autoScore" />}>
              <FormattedMessage id="exam.result.points" values={{ score: result.autoScore }} />
            </Stat>
            <Stat size="lg" label={<FormattedMessage id="exam.result.manualScore" />}>
              {result.manualScore === null ? (
                <FormattedMessage id="exam.result.scorePending" />
              ) : (
                <FormattedMessage id="exam.result.points" values={{ score: result.manualScore }} />
              )}
            </Stat>
            <Stat size="lg" label={<FormattedMessage id="exam.rules.passScore" />}>
              <FormattedMessage
                id="exam.rules.passOfTotal"
                values={{ pass: record.passScore, total: record.totalScore }}
              />
            </Stat>
            <Stat size="lg" label={<FormattedMessage id="exam.rules.attemptsLeft" />}>
              <FormattedMessage id="exam.rules.attemptsCount" values={{ count: result.attemptsLeft }} />
            </Stat>
          </SimpleGrid>
        </HStack>
        {verdict === 'awaiting' ? (
          <Stack gap="1" textStyle="sm" color="fg.muted">
            <Text>
              <FormattedMessage id="exam.result.awaitingNote" />
            </Text>
            <Text>
              <AwaitingAttemptsNote attemptsLeft={result.attemptsIfFailed} />
            </Text>
          </Stack>
        ) : null}
        <HStack gap="3" wrap="wrap">
          {result.attemptsLeft > 0 && verdict === 'failed' ? (
            <Button asChild colorPalette="brand">
              <RouterLink
                to="/{-$locale}/account/exam/examQuestion"
                params={{ locale }}
                search={{ id: idParam(record.examId) }}
              >
                <FormattedMessage id="exam.action.resit" />
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <RouterLink
              to="/{-$locale}/account/exam/record"
              params={{ locale }}
              search={{ examId: idParam(record.examId) }}
            >
              <FormattedMessage id="exam.action.records" />
            </RouterLink>
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to="/{-$locale}/account/exam/{-$id}" params={{ locale, id: undefined }}>
              <FormattedMessage id="exam.action.myExams" />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function Answers({ result }: { result: AttemptResult }) {
  const numbering = useMemo(() => {
    const index = indexPaper({ titleList: result.titleList });
    const numbers = new Map<string, string>();
    for (const q of index.questions) {
      numbers.set(q.id, q.number);
      for (const c of q.children) numbers.set(c.id, c.number);
    }
    return numbers;
  }, [result.titleList]);
  const numberOf = (id: string) => numbering.get(id) ?? '';
  const hasQuestions = result.titleList.some((s) => s.problemList.length > 0);

  return (
    <Card.Root rounded="l3" as="section" aria-labelledby="exam-result-answers">
      <Card.Header>
        <Heading as="h2" size="lg" id="exam-result-answers">
          <FormattedMessage id="exam.result.answersTitle" />
        </Heading>
      </Card.Header>
      <Card.Body>
        {result.showAnswer !== 1 || !hasQuestions ? (
          <Text color="fg.muted">
            <FormattedMessage id="exam.result.answersHidden" />
          </Text>
        ) : (
          <Stack gap="6">
            {result.titleList.map((section) => (
              <Box as="section" key={section.id} aria-label={section.title}>
                <Text fontWeight="semibold" mb="1">
                  {section.title}
                </Text>
                {section.problemList.map((problem) => (
                  <ResultQuestion key={problem.id} problem={problem} numberOf={numberOf} />
                ))}
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** `/account/exam/examSuccess?id=`: the result of a handed-in attempt. */
export function ExamResultPage({ data: loaded }: { data: ExamResultData }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'exam.result.pageTitle' }));
  const data = useSettled(loaded.result);
  return (
    <LoadState data={data} lines={6} isEmpty={() => false} empty={null}>
      {(result) => (
        <Stack gap="6" maxWidth="5xl" mx="auto">
          <Summary result={result} />
          <Answers result={result} />
        </Stack>
      )}
    </LoadState>
  );
}
