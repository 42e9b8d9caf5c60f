import { Stack, chakra } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Problem } from '../../../../contract/exam-paper';
import { ProblemType, TRUE_KEY } from '../../../../contract/exam-paper.routes';
import { PaperHtml } from '../../kit/rich-text/paper-html';

export interface ChoiceAnswerProps {
  problem: Problem;
  answer: readonly string[];
  onAnswer: (answer: string[]) => void;
  /** The id of the element that names the question (its stem). */
  labelledBy: string;
  disabled?: boolean;
}

/**
 * Single choice and true/false as radio buttons, multiple choice as checkboxes: native inputs, so arrow keys
 * move through a radio group and Space ticks a box, as a keyboard user expects.
 */
export function ChoiceAnswer({ problem, answer, onAnswer, labelledBy, disabled = false }: ChoiceAnswerProps) {
  const intl = useIntl();
  const multiple = problem.problemType === ProblemType.multiple;
  const trueFalse = problem.problemType === ProblemType.trueFalse;
  const order = problem.options.map((o) => o.optionKey);

  const choose = (key: string, checked: boolean) => {
    if (!multiple) {
      onAnswer([key]);
      return;
    }
    const next = new Set(answer);
    if (checked) next.add(key);
    else next.delete(key);
    // Keys travel in the paper's order, whatever order they were ticked in.
    onAnswer(order.filter((k) => next.has(k)));
  };

  return (
    <Stack role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} gap="2">
      {problem.options.map((option) => {
        const checked = answer.includes(option.optionKey);
        const tfLabel = intl.formatMessage({
          id: option.optionKey === TRUE_KEY ? 'exam.trueFalse.true' : 'exam.trueFalse.false',
        });
        return (
          <chakra.label
            key={option.optionKey}
            display="flex"
            alignItems="flex-start"
            gap="3"
            px="4"
            py="3"
            borderWidth="1px"
            rounded="l2"
            cursor={disabled ? 'default' : 'pointer'}
            borderColor={checked ? 'brand.solid' : 'border'}
            bg={checked ? 'brand.subtle' : 'bg'}
            transition="border-color 0.15s, background 0.15s"
            _hover={disabled ? undefined : { borderColor: 'brand.emphasized' }}
            // The ring shows for keyboard focus only; the native input's own ring is drawn on the whole option.
            css={{
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '1px',
              },
            }}
          >
            <chakra.input
              type={multiple ? 'checkbox' : 'radio'}
              name={`problem-${problem.id}`}
              value={option.optionKey}
              checked={checked}
              disabled={disabled}
              onChange={(e) => choose(option.optionKey, e.currentTarget.checked)}
              mt="1.5"
              flexShrink={0}
              css={{
                accentColor: 'var(--chakra-colors-brand-solid)',
                '&:focus-visible': { outline: 'none' },
              }}
            />
            {trueFalse ? (
              <chakra.span>
                {option.content.trim() === '' ? tfLabel : <PaperHtml as="span" html={option.content} />}
              </chakra.span>
            ) : (
              <>
                <chakra.span fontWeight="semibold" flexShrink={0}>
                  <FormattedMessage id="exam.option.key" values={{ key: option.optionKey }} />
                </chakra.span>
                <PaperHtml as="span" display="block" flex="1" minWidth="0" html={option.content} />
              </>
            )}
          </chakra.label>
        );
      })}
    </Stack>
  );
}
