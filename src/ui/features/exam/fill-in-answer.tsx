import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { Problem } from '../../../../contract/exam-paper';
import { MAX_FILL_IN_LENGTH } from '../../../../contract/exam-paper.routes';
import { PAPER_TEXT_CSS, PaperHtml } from '../../kit/rich-text/paper-html';
import { withSanitizer, type Sanitize } from '../../kit/rich-text/with-sanitizer';
import { BLANK_SLOT_ATTR, stemWithSlots } from './blank-stem';

export interface FillInAnswerProps {
  problem: Problem;
  answer: readonly string[];
  /** A blank's new text (blanks are numbered from 0). */
  onText: (blank: number, text: string) => void;
  /** The id given to the stem, which names the question. */
  stemId: string;
  disabled?: boolean;
}

/** One text per blank, as many as the question has. */
function blanksOf(answer: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => answer[i] ?? '');
}

function SanitizedFillIn({
  problem,
  answer,
  onText,
  stemId,
  disabled = false,
  sanitize,
}: FillInAnswerProps & { sanitize: Sanitize }) {
  const intl = useIntl();
  const inline = useMemo(
    () => stemWithSlots(problem.problemContent, problem.blankCount, sanitize),
    [problem.problemContent, problem.blankCount, sanitize],
  );
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  // The stem's markup is set once per question; the inputs are rendered into its blank slots.
  const stemRef = useCallback((node: HTMLDivElement | null) => {
    setSlots(node ? Array.from(node.querySelectorAll<HTMLElement>(`[${BLANK_SLOT_ATTR}]`)) : []);
  }, []);

  const values = blanksOf(answer, problem.blankCount);
  const input = (index: number, isInline: boolean) => (
    <Input
      key={index}
      size="sm"
      display={isInline ? 'inline-flex' : undefined}
      width={isInline ? '10em' : 'full'}
      maxWidth={isInline ? 'full' : 'md'}
      mx={isInline ? '1' : undefined}
      verticalAlign="baseline"
      value={values[index]}
      maxLength={MAX_FILL_IN_LENGTH}
      disabled={disabled}
      autoComplete="off"
      aria-label={intl.formatMessage({ id: 'exam.fillIn.blank' }, { n: index + 1 })}
      onChange={(e) => onText(index, e.currentTarget.value)}
    />
  );

  if (inline !== null) {
    return (
      <>
        <Box
          id={stemId}
          ref={stemRef}
          lineHeight="2.4"
          css={PAPER_TEXT_CSS}
          // Sanitised by stemWithSlots.
          dangerouslySetInnerHTML={{ __html: inline }}
        />
        {slots.map((slot, i) => createPortal(input(i, true), slot, `blank-${i}`))}
      </>
    );
  }
  return (
    <Stack gap="4">
      <PaperHtml id={stemId} html={problem.problemContent} />
      <Stack gap="2">
        {values.map((_, i) => (
          <Stack key={i} direction="row" align="center" gap="3">
            <Text
              as="span"
              textStyle="sm"
              color="fg.muted"
              flexShrink={0}
              aria-hidden="true"
              minWidth="3.5em"
            >
              {intl.formatMessage({ id: 'exam.fillIn.blank' }, { n: i + 1 })}
            </Text>
            {input(i, false)}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * A fill-in question: its stem with an input in each blank when the stem marks them (underscores), else the
 * stem followed by the numbered inputs. The stem is sanitised, so it shows once the sanitiser is here (the
 * exam page's loader brings it).
 */
export const FillInAnswer = withSanitizer(SanitizedFillIn, '16');
