import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Problem } from '../../../../contract/exam-paper';
import { ProblemType } from '../../../../contract/exam-paper.routes';
import { ChoiceAnswer } from './choice-answer';
import { FillInAnswer } from './fill-in-answer';
import { PaperHtml } from '../../kit/rich-text/paper-html';
import { ShortAnswerField } from './short-answer-field';

export interface QuestionViewProps {
  problem: Problem;
  /** The question's number on the paper ("3"); a composite question's is its children's, "15–17". */
  numberOf: (problemId: string) => string;
  answerOf: (problemId: string) => readonly string[];
  isFlagged: (problemId: string) => boolean;
  /** Choice questions: the keys now chosen. */
  onChoose: (problemId: string, keys: string[]) => void;
  /** Text questions: a blank's text (fill-in) or the whole answer as rich text (short answer, blank 0). */
  onText: (problemId: string, blank: number, text: string) => void;
  onToggleFlag: (problemId: string) => void;
  disabled?: boolean;
}

/** The element id of a question on the page, for the answer sheet's jumps. */
export const questionElementId = (problemId: string) => `question-${problemId}`;

function QuestionHeading({
  problem,
  number,
  headingId,
  level,
  flag,
}: {
  problem: Problem;
  number: string;
  headingId: string;
  level: 'h2' | 'h3';
  flag?: { flagged: boolean; onToggle: () => void };
}) {
  const intl = useIntl();
  return (
    <HStack gap="3" align="center" wrap="wrap">
      <Heading as={level} id={headingId} size={level === 'h2' ? 'md' : 'sm'}>
        {problem.problemType === ProblemType.composite ? (
          <FormattedMessage id="exam.question.group" values={{ numbers: number }} />
        ) : (
          <FormattedMessage id="exam.question.number" values={{ number }} />
        )}
      </Heading>
      <Badge variant="subtle" colorPalette="brand">
        <FormattedMessage id={`exam.problemType.${problem.problemType}`} />
      </Badge>
      <Text textStyle="sm" color="fg.muted">
        <FormattedMessage id="exam.question.score" values={{ score: problem.score }} />
      </Text>
      {flag ? (
        <Button
          size="xs"
          variant={flag.flagged ? 'subtle' : 'ghost'}
          colorPalette={flag.flagged ? 'orange' : 'gray'}
          ms="auto"
          aria-pressed={flag.flagged}
          aria-label={intl.formatMessage({ id: 'exam.flag.toggle' }, { number })}
          onClick={flag.onToggle}
        >
          {flag.flagged ? <FormattedMessage id="exam.flag.on" /> : <FormattedMessage id="exam.flag.off" />}
        </Button>
      ) : null}
    </HStack>
  );
}

/** One answerable question (types 1–5): heading, stem and the answer control of its type. */
function AnswerableQuestion({
  problem,
  level,
  ...props
}: Omit<QuestionViewProps, 'problem'> & { problem: Problem; level: 'h2' | 'h3' }) {
  const number = props.numberOf(problem.id);
  const headingId = `question-heading-${problem.id}`;
  const stemId = `question-stem-${problem.id}`;
  const labelledBy = `${headingId} ${stemId}`;
  const answer = props.answerOf(problem.id);

  let body;
  switch (problem.problemType) {
    case ProblemType.fillIn:
      body = (
        <FillInAnswer
          problem={problem}
          answer={answer}
          onText={(blank, text) => props.onText(problem.id, blank, text)}
          stemId={stemId}
          disabled={props.disabled}
        />
      );
      break;
    case ProblemType.shortAnswer:
      body = (
        <Stack gap="4">
          <PaperHtml id={stemId} html={problem.problemContent} />
          <ShortAnswerField
            problemId={problem.id}
            answer={answer}
            onText={(html) => props.onText(problem.id, 0, html)}
            labelledBy={labelledBy}
            disabled={props.disabled}
          />
        </Stack>
      );
      break;
    default:
      body = (
        <Stack gap="4">
          <PaperHtml id={stemId} html={problem.problemContent} />
          <ChoiceAnswer
            problem={problem}
            answer={answer}
            onAnswer={(keys) => props.onChoose(problem.id, keys)}
            labelledBy={labelledBy}
            disabled={props.disabled}
          />
        </Stack>
      );
  }

  return (
    <Stack
      as="section"
      id={questionElementId(problem.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      gap="4"
      outline="none"
      scrollMarginTop="24"
    >
      <QuestionHeading
        problem={problem}
        number={number}
        headingId={headingId}
        level={level}
        flag={{ flagged: props.isFlagged(problem.id), onToggle: () => props.onToggleFlag(problem.id) }}
      />
      {body}
    </Stack>
  );
}

/**
 * A question as the learner answers it. A composite question shows its material in a panel of its own and
 * its child questions under it, each numbered and flagged on its own.
 */
export function QuestionView(props: QuestionViewProps) {
  const { problem } = props;
  if (problem.problemType !== ProblemType.composite) return <AnswerableQuestion {...props} level="h2" />;
  const headingId = `question-heading-${problem.id}`;
  return (
    <Stack
      as="section"
      id={questionElementId(problem.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      gap="5"
      outline="none"
    >
      <QuestionHeading
        problem={problem}
        number={props.numberOf(problem.id)}
        headingId={headingId}
        level="h2"
      />
      <Box
        as="figure"
        aria-label={undefined}
        bg="bg.muted"
        borderWidth="1px"
        rounded="l2"
        px="5"
        py="4"
        maxHeight="60vh"
        overflowY="auto"
      >
        <Text as="figcaption" textStyle="sm" fontWeight="semibold" color="fg.muted" mb="2">
          <FormattedMessage id="exam.composite.material" />
        </Text>
        <PaperHtml html={problem.problemContent} />
      </Box>
      <Stack
        gap="8"
        ps={{ base: '0', md: '4' }}
        borderStartWidth={{ base: '0', md: '2px' }}
        borderColor="border.muted"
      >
        {problem.children.map((child) => (
          <AnswerableQuestion key={child.id} {...props} problem={child} level="h3" />
        ))}
      </Stack>
    </Stack>
  );
}
