import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ClockIcon } from '../../kit/icons/icons';

/** Time left as the clock shows it: m:ss under an hour, h:mm:ss above; never below zero. */
export function clockText(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export interface ExamClockProps {
  remainingMs: number;
  hidden: boolean;
  onToggle: () => void;
  /** What the screen reader is told at the 5- and 1-minute marks; the ticking clock itself stays silent. */
  announcement: ReactNode;
}

const FIVE_MINUTES = 5 * 60_000;
const ONE_MINUTE = 60_000;

/** The countdown in the exam's top bar; the learner may hide it (the warnings are still announced). */
export function ExamClock({ remainingMs, hidden, onToggle, announcement }: ExamClockProps) {
  const intl = useIntl();
  const palette = remainingMs <= ONE_MINUTE ? 'fg.error' : remainingMs <= FIVE_MINUTES ? 'orange.fg' : 'fg';
  return (
    <HStack gap="2">
      {hidden ? null : (
        <HStack gap="1.5" color={palette}>
          <ClockIcon boxSize="5" aria-hidden="true" />
          <Text as="span" textStyle="sm" color="fg.muted">
            <FormattedMessage id="exam.clock.label" />
          </Text>
          <Text
            as="span"
            role="timer"
            aria-live="off"
            aria-label={intl.formatMessage({ id: 'exam.clock.label' })}
            fontSize="xl"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
          >
            {clockText(remainingMs)}
          </Text>
        </HStack>
      )}
      <Button size="xs" variant="ghost" onClick={onToggle}>
        {hidden ? <FormattedMessage id="exam.clock.show" /> : <FormattedMessage id="exam.clock.hide" />}
      </Button>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </HStack>
  );
}
