import { Box, HStack, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MARK_MAX, MARK_MIN } from '../../../../contract/course.routes';
import { StarFilledIcon, StarIcon } from '../../kit/learning/course-icons';

const SCORES = Array.from({ length: MARK_MAX - MARK_MIN + 1 }, (_, i) => MARK_MIN + i);

export interface StarInputProps {
  /** The group's name, read as the fieldset's legend. */
  legend: ReactNode;
  value: number | null;
  onChange: (score: number) => void;
  disabled?: boolean;
  /** Set when the score is what keeps the rating from being sent; names the message under the stars. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Five stars to choose a score from 1 to 5. Each star is a native radio button (visually hidden behind its
 * star), so the arrow keys move through the scores, Space chooses one and screen readers announce "3 stars,
 * 3 of 5". A pointer over the stars previews the score it would give.
 */
export function StarInput({ legend, value, onChange, disabled, describedBy, invalid }: StarInputProps) {
  const intl = useIntl();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <chakra.fieldset
      border="0"
      p="0"
      m="0"
      minWidth="0"
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    >
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1.5">
        {legend}
      </chakra.legend>
      <HStack gap="1" onMouseLeave={() => setHover(null)}>
        {SCORES.map((score) => (
          <chakra.label
            key={score}
            position="relative"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            rounded="l1"
            p="0.5"
            color={score <= shown ? 'orange.solid' : 'fg.subtle'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
            onMouseEnter={() => (disabled ? undefined : setHover(score))}
          >
            <chakra.input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              // Visually hidden but focusable: the star beside it is what people see and click.
              position="absolute"
              opacity="0"
              width="full"
              height="full"
              inset="0"
              margin="0"
              cursor="inherit"
              aria-label={intl.formatMessage({ id: 'course.mark.star' }, { count: score })}
            />
            <Box aria-hidden fontSize="2xl" lineHeight="1">
              {score <= shown ? <StarFilledIcon /> : <StarIcon />}
            </Box>
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
