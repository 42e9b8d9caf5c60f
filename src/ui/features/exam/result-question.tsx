import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResultProblem } from '../../../../contract/exam-paper';
import { ProblemType, TRUE_KEY } from '../../../../contract/exam-paper.routes';
import { PaperHtml } from '../../kit/rich-text/paper-html';

/** How a question was marked: full marks, some, none, or not yet (a short answer waiting for a person). */
export type Marking = 'correct' | 'partial' | 'wrong' | 'pending';

export function markingOf(problem: Pick<ResultProblem, 'earned' | 'score'>): Marking {
  if (problem.earned === null) return 'pending';
  if (problem.earned >= problem.score) return 'correct';
  return problem.earned > 0 ? 'partial' : 'wrong';
}

const MARK_PALETTE: Record<Marking, string> = {
  correct: 'green',
  partial: 'orange',
  wrong: 'red',
  pending: 'gray',
};

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <HStack align="baseline" gap="2" textStyle="sm">
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Box minWidth="0">{children}</Box>
    </HStack>
  );
}

function useKeyLabel() {
  const intl = useIntl();
  return (problem: ResultProblem, key: string) =>
    problem.problemType === ProblemType.trueFalse
      ? intl.formatMessage({ id: key === TRUE_KEY ? 'exam.trueFalse.true' : 'exam.trueFalse.false' })
      : key;
}

function ChoiceResult({ problem }: { problem: ResultProblem }) {
  const keyLabel = useKeyLabel();
  const keys = (list: string[]) =>
    list.length === 0 ? (
      <FormattedMessage id="exam.result.noAnswer" />
    ) : (
      list.map((k) => keyLabel(problem, k)).join('、')
    );
  return (
    <Stack gap="3">
      {problem.problemType === ProblemType.trueFalse ? null : (
        <Stack as="ul" listStyle="none" gap="1.5">
          {problem.options.map((option) => {
            const chosen = problem.answer.includes(option.optionKey);
            const right = problem.correctAnswer?.includes(option.optionKey) ?? false;
            return (
              <HStack
                as="li"
                key={option.optionKey}
                align="flex-start"
                gap="3"
                px="3"
                py="2"
                rounded="l2"
                borderWidth="1px"
                borderColor={right ? 'green.muted' : chosen ? 'red.muted' : 'border.muted'}
                bg={right ? 'green.subtle' : chosen ? 'red.subtle' : undefined}
              >
                <Text as="span" fontWeight="semibold">
                  <FormattedMessage id="exam.option.key" values={{ key: option.optionKey }} />
                </Text>
                <PaperHtml as="span" display="block" flex="1" minWidth="0" html={option.content} />
                {chosen ? (
                  <Badge size="sm" variant="outline" colorPalette={right ? 'green' : 'red'}>
                    <FormattedMessage id="exam.result.yourChoice" />
                  </Badge>
                ) : null}
              </HStack>
            );
          })}
        </Stack>
      )}
      <Line label={<FormattedMessage id="exam.result.yourAnswer" />}>{keys(problem.answer)}</Line>
      {problem.correctAnswer ? (
        <Line label={<FormattedMessage id="exam.result.correctAnswer" />}>{keys(problem.correctAnswer)}</Line>
      ) : null}
    </Stack>
  );
}

function FillInResult({ problem }: { problem: ResultProblem }) {
  const blanks = Array.from({ length: Math.max(1, problem.blankCount) }, (_, i) => i);
  return (
    <Stack as="ol" listStyle="none" gap="1.5">
      {blanks.map((i) => (
        <HStack as="li" key={i} gap="4" wrap="wrap" textStyle="sm">
          <Text as="span" color="fg.muted">
            <FormattedMessage id="exam.fillIn.blank" values={{ n: i + 1 }} />
          </Text>
          <Text as="span">
            {problem.answer[i]?.trim() ? problem.answer[i] : <FormattedMessage id="exam.result.noAnswer" />}
          </Text>
          {problem.correctAnswer ? (
            <Text as="span" color="green.fg">
              <FormattedMessage
                id="exam.result.blankCorrect"
                values={{ answer: problem.correctAnswer[i] ?? '' }}
              />
            </Text>
          ) : null}
        </HStack>
      ))}
    </Stack>
  );
}

function ShortAnswerResult({ problem }: { problem: ResultProblem }) {
  const text = problem.answer[0] ?? '';
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="exam.result.yourAnswer" />
      </Text>
      <Box borderWidth="1px" rounded="l2" px="4" py="3" bg="bg.subtle">
        {text.trim() === '' ? (
          <Text color="fg.muted">
            <FormattedMessage id="exam.result.noAnswer" />
          </Text>
        ) : (
          <PaperHtml html={text} />
        )}
      </Box>
      {problem.correctAnswer?.[0] ? (
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id="exam.result.reference" />
          </Text>
          <PaperHtml html={problem.correctAnswer[0]} />
        </Stack>
      ) : null}
      {problem.comment ? (
        <Line label={<FormattedMessage id="exam.result.comment" />}>{problem.comment}</Line>
      ) : null}
    </Stack>
  );
}

function MarkBadge({ problem }: { problem: ResultProblem }) {
  const marking = markingOf(problem);
  return (
    <Badge colorPalette={MARK_PALETTE[marking]} variant="subtle">
      {marking === 'pending' ? (
        <FormattedMessage id="exam.result.pendingMark" values={{ score: problem.score }} />
      ) : (
        <FormattedMessage
          id="exam.result.earned"
          values={{ earned: problem.earned ?? 0, score: problem.score }}
        />
      )}
    </Badge>
  );
}

function AnswerableResult({
  problem,
  number,
  level,
}: {
  problem: ResultProblem;
  number: string;
  level: 'h3' | 'h4';
}) {
  const headingId = `result-heading-${problem.id}`;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="3"
      py="5"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <HStack gap="3" wrap="wrap">
        <Heading as={level} id={headingId} size="sm">
          <FormattedMessage id="exam.question.number" values={{ number }} />
        </Heading>
        <Badge variant="subtle" colorPalette="brand">
          <FormattedMessage id={`exam.problemType.${problem.problemType}`} />
        </Badge>
        <MarkBadge problem={problem} />
      </HStack>
      <PaperHtml html={problem.problemContent} />
      {problem.problemType === ProblemType.fillIn ? (
        <FillInResult problem={problem} />
      ) : problem.problemType === ProblemType.shortAnswer ? (
        <ShortAnswerResult problem={problem} />
      ) : (
        <ChoiceResult problem={problem} />
      )}
      {problem.analysis ? (
        <Box bg="brand.subtle" rounded="l2" px="4" py="3">
          <Text textStyle="sm" fontWeight="semibold" mb="1">
            <FormattedMessage id="exam.result.analysis" />
          </Text>
          <PaperHtml html={problem.analysis} textStyle="sm" />
        </Box>
      ) : null}
    </Stack>
  );
}

/** A question of a handed-in paper with the learner's answer, the correct one and the explanation when shown. */
export function ResultQuestion({
  problem,
  numberOf,
}: {
  problem: ResultProblem;
  numberOf: (problemId: string) => string;
}) {
  if (problem.problemType !== ProblemType.composite) {
    return <AnswerableResult problem={problem} number={numberOf(problem.id)} level="h3" />;
  }
  const headingId = `result-heading-${problem.id}`;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="3"
      pt="5"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <HStack gap="3">
        <Heading as="h3" id={headingId} size="sm">
          <FormattedMessage id="exam.question.group" values={{ numbers: numberOf(problem.id) }} />
        </Heading>
        <Badge variant="subtle" colorPalette="brand">
          <FormattedMessage id="exam.problemType.6" />
        </Badge>
      </HStack>
      <Box bg="bg.muted" rounded="l2" px="4" py="3">
        <PaperHtml html={problem.problemContent} />
      </Box>
      <Box ps={{ base: '0', md: '4' }}>
        {problem.children.map((child) => (
          <AnswerableResult key={child.id} problem={child} number={numberOf(child.id)} level="h4" />
        ))}
      </Box>
    </Stack>
  );
}
