import { Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_SHORT_ANSWER_LENGTH } from '../../../../contract/exam-paper.routes';
import { shortAnswerToHtml, shortAnswerToText } from './short-answer-format';

export interface ShortAnswerFieldProps {
  problemId: string;
  answer: readonly string[];
  /** The answer as rich text; an empty string when nothing is written. */
  onText: (html: string) => void;
  labelledBy: string;
  disabled?: boolean;
}

/**
 * A short answer in a plain text area (decision 0026): paragraphs and "- " / "1." lists are kept as simple
 * rich text. The text is kept here while typing, so what the learner sees never jumps when the stored rich
 * text comes back in another shape.
 */
export function ShortAnswerField({
  problemId,
  answer,
  onText,
  labelledBy,
  disabled = false,
}: ShortAnswerFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => shortAnswerToText(answer[0] ?? ''));
  const [tooLong, setTooLong] = useState(false);
  const hintId = `short-answer-hint-${problemId}`;

  const change = (next: string) => {
    setText(next);
    const html = shortAnswerToHtml(next);
    const over = html.length > MAX_SHORT_ANSWER_LENGTH;
    setTooLong(over);
    // An answer past the limit would be refused; the last one that fits stays saved until it is shortened.
    if (!over) onText(html);
  };

  return (
    <Stack gap="1.5">
      <chakra.textarea
        value={text}
        disabled={disabled}
        onChange={(e) => change(e.currentTarget.value)}
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        placeholder={intl.formatMessage({ id: 'exam.shortAnswer.placeholder' })}
        rows={8}
        width="full"
        px="3"
        py="2.5"
        borderWidth="1px"
        borderColor={tooLong ? 'border.error' : 'border'}
        rounded="l2"
        bg="bg"
        lineHeight="tall"
        resize="vertical"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0' }}
      />
      <Text id={hintId} textStyle="xs" color={tooLong ? 'fg.error' : 'fg.muted'}>
        {tooLong ? (
          <FormattedMessage id="exam.shortAnswer.tooLong" />
        ) : (
          <FormattedMessage id="exam.shortAnswer.hint" values={{ count: text.replace(/\s/g, '').length }} />
        )}
      </Text>
    </Stack>
  );
}
