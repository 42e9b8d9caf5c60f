import { Badge, Box, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SurveyQuestion } from '../../../../contract/survey';
import { QuestionType } from '../../../../contract/survey.routes';
import { textLength } from '../../../machines/survey/survey.rules';
import type { AnswerProblem, DraftAnswer } from '../../../machines/survey/survey.types';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  number: number;
  answer: DraftAnswer | undefined;
  problem: AnswerProblem | undefined;
  /** Read-only: a submitted or closed survey. */
  disabled: boolean;
  onChoose: (optionKey: string) => void;
  onToggle: (optionKey: string) => void;
  onText: (text: string) => void;
  onRate: (rating: number) => void;
}

/** The element id of a question, for the problem list's links and the focus after a refused submit. */
export const questionElementId = (questionId: string) => `survey-question-${questionId}`;

/** A choice or a score as a bordered row around a native input (arrow keys and Space work as usual). */
function OptionBox({
  checked,
  disabled,
  compact = false,
  children,
  ...input
}: {
  /** Scores sit side by side: narrower boxes, so a 1–10 scale fits on one line. */
  compact?: boolean;
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap={compact ? '2' : '3'}
      px={compact ? '2.5' : '4'}
      py={compact ? '2' : '2.5'}
      borderWidth="1px"
      rounded="l2"
      cursor={disabled ? 'default' : 'pointer'}
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg'}
      transition="border-color 0.15s, background 0.15s"
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
        {...input}
        checked={checked}
        disabled={disabled}
        flexShrink={0}
        css={{ accentColor: 'var(--chakra-colors-brand-solid)', '&:focus-visible': { outline: 'none' } }}
      />
      {children}
    </chakra.label>
  );
}

function problemText(intl: ReturnType<typeof useIntl>, problem: AnswerProblem): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage({ id: 'survey.problem.required' });
    case 'minChoices':
      return intl.formatMessage({ id: 'survey.problem.minChoices' }, { min: problem.min });
    case 'maxChoices':
      return intl.formatMessage({ id: 'survey.problem.maxChoices' }, { max: problem.max });
    case 'tooLong':
      return intl.formatMessage({ id: 'survey.problem.tooLong' }, { max: problem.max });
  }
}

/** A score's accessible name; the two ends carry their labels ("1: very dissatisfied"). */
function ratingName(
  intl: ReturnType<typeof useIntl>,
  score: number,
  question: Extract<SurveyQuestion, { scaleMax: number }>,
): string {
  const label = score === 1 ? question.lowLabel : score === question.scaleMax ? question.highLabel : '';
  return label
    ? intl.formatMessage({ id: 'survey.rating.optionLabelled' }, { score, label })
    : intl.formatMessage({ id: 'survey.rating.option' }, { score });
}

/** What a question asks of the respondent, shown under its title. */
function hintOf(intl: ReturnType<typeof useIntl>, question: SurveyQuestion): string | null {
  if (question.questionType === QuestionType.multiple) {
    const { minChoices: min, maxChoices: max } = question;
    if (min === max) return intl.formatMessage({ id: 'survey.hint.exactly' }, { count: min });
    return min <= 1
      ? intl.formatMessage({ id: 'survey.hint.atMost' }, { max })
      : intl.formatMessage({ id: 'survey.hint.between' }, { min, max });
  }
  return null;
}

/**
 * One question as a fieldset whose legend is its number and title: radio buttons for a single choice or a
 * score, boxes for a multiple choice, a text area for text. A problem found on submit is tied to the group
 * with aria-describedby and shown in red under it.
 */
export function QuestionField(props: QuestionFieldProps) {
  const { question, number, answer, problem, disabled } = props;
  const intl = useIntl();
  const legendId = useId();
  const hintId = useId();
  const problemId = useId();
  const hint = hintOf(intl, question);
  const describedBy =
    [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const name = `survey-${question.id}`;

  return (
    <Box
      as="fieldset"
      id={questionElementId(question.id)}
      tabIndex={-1}
      aria-describedby={describedBy}
      aria-invalid={problem ? true : undefined}
      borderWidth="1px"
      borderColor={problem ? 'border.error' : 'border'}
      rounded="l3"
      p={{ base: '4', md: '5' }}
      bg="bg"
      minWidth="0"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.legend id={legendId} float="left" width="full" mb="3" p="0">
        <HStack gap="2" align="baseline" wrap="wrap">
          <Text as="span" fontWeight="semibold" textStyle="md">
            <FormattedMessage id="survey.question.title" values={{ number, title: question.title }} />
          </Text>
          <Badge
            size="sm"
            variant={question.required === 1 ? 'subtle' : 'outline'}
            colorPalette={question.required === 1 ? 'brand' : 'gray'}
          >
            <FormattedMessage id={question.required === 1 ? 'survey.required' : 'survey.optional'} />
          </Badge>
        </HStack>
      </chakra.legend>
      <Stack gap="2" clear="both">
        {hint ? (
          <Text id={hintId} textStyle="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
        {question.questionType === QuestionType.single || question.questionType === QuestionType.multiple
          ? question.options.map((option) => {
              const multiple = question.questionType === QuestionType.multiple;
              return (
                <OptionBox
                  key={option.optionKey}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={option.optionKey}
                  checked={answer?.optionKeys?.includes(option.optionKey) ?? false}
                  disabled={disabled}
                  onChange={() =>
                    multiple ? props.onToggle(option.optionKey) : props.onChoose(option.optionKey)
                  }
                >
                  <Text as="span">{option.content}</Text>
                </OptionBox>
              );
            })
          : null}
        {question.questionType === QuestionType.rating ? (
          <Stack gap="2">
            <Flex gap="2" wrap="wrap">
              {Array.from({ length: question.scaleMax }, (_, i) => i + 1).map((score) => (
                <OptionBox
                  key={score}
                  compact
                  type="radio"
                  name={name}
                  value={String(score)}
                  checked={answer?.rating === score}
                  disabled={disabled}
                  onChange={() => props.onRate(score)}
                  aria-label={ratingName(intl, score, question)}
                >
                  <Text as="span" fontWeight="semibold" minWidth="4" textAlign="center" aria-hidden="true">
                    {score}
                  </Text>
                </OptionBox>
              ))}
            </Flex>
            <Flex justify="space-between" textStyle="sm" color="fg.muted" aria-hidden="true" gap="4">
              <span>
                <FormattedMessage id="survey.rating.low" values={{ label: question.lowLabel }} />
              </span>
              <span>
                <FormattedMessage
                  id="survey.rating.high"
                  values={{ score: question.scaleMax, label: question.highLabel }}
                />
              </span>
            </Flex>
          </Stack>
        ) : null}
        {question.questionType === QuestionType.text ? (
          <Stack gap="1">
            <chakra.textarea
              aria-labelledby={legendId}
              aria-describedby={describedBy}
              aria-invalid={problem ? true : undefined}
              value={answer?.text ?? ''}
              readOnly={disabled}
              onChange={(e) => props.onText(e.target.value)}
              rows={4}
              width="full"
              borderWidth="1px"
              borderColor={problem ? 'border.error' : 'border'}
              rounded="l2"
              px="3"
              py="2"
              bg={disabled ? 'bg.muted' : 'bg'}
              resize="vertical"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            />
            {disabled ? null : (
              <Text
                textStyle="xs"
                color={problem?.kind === 'tooLong' ? 'fg.error' : 'fg.muted'}
                textAlign="end"
              >
                <FormattedMessage
                  id="survey.text.length"
                  values={{ count: textLength(answer?.text ?? ''), max: question.maxLength }}
                />
              </Text>
            )}
          </Stack>
        ) : null}
        {problem ? (
          <Text id={problemId} textStyle="sm" color="fg.error" fontWeight="medium">
            {problemText(intl, problem)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
