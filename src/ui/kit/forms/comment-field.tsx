import { Flex, Text, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface CommentFieldProps extends Omit<
  HTMLChakraProps<'textarea'>,
  'value' | 'onChange' | 'maxLength' | 'children'
> {
  value: string;
  onValueChange: (text: string) => void;
  maxLength: number;
  /** The rule the text breaks, worded by the page; null while the text is fine. */
  problem: ReactNode | null;
  /** How long the text is, worded by the page; shown while the text is fine. */
  lengthHint: ReactNode;
  /** The page's buttons, beside the hint. */
  actions: ReactNode;
}

/**
 * A comment's text box with the line under it: the length so far, or the rule the text breaks (which also
 * marks the box invalid), and the page's buttons. The page names the box (label or `aria-label`) and words
 * every message, so a course comment and an announcement reply each keep their own.
 */
export function CommentField({
  value,
  onValueChange,
  maxLength,
  problem,
  lengthHint,
  actions,
  ...textarea
}: CommentFieldProps) {
  const hintId = useId();
  const invalid = problem !== null;
  return (
    <>
      <chakra.textarea
        {...textarea}
        aria-describedby={hintId}
        aria-invalid={invalid ? true : undefined}
        value={value}
        maxLength={maxLength}
        rows={3}
        onChange={(e) => onValueChange(e.target.value)}
        width="full"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="l2"
        px="3"
        py="2"
        bg="bg"
        resize="vertical"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text id={hintId} textStyle="xs" color={invalid ? 'fg.error' : 'fg.muted'}>
          {invalid ? problem : lengthHint}
        </Text>
        {actions}
      </Flex>
    </>
  );
}
