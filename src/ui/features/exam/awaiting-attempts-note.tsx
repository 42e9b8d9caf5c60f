import { FormattedMessage } from 'react-intl';

/**
 * Why no attempt is offered while the latest paper waits for marking, and what follows: a resit should the
 * marked result be a fail, or, when none would be left, the marked result as the last word. Without it
 * "attempts left: 0" and no button read like a fault. A gateway that does not say (`undefined`) gets the
 * reason without the promise.
 */
export function AwaitingAttemptsNote({ attemptsLeft }: { attemptsLeft: number | undefined }) {
  if (attemptsLeft === undefined) return <FormattedMessage id="exam.attempts.awaiting" />;
  return attemptsLeft > 0 ? (
    <FormattedMessage id="exam.attempts.awaitingResit" values={{ count: attemptsLeft }} />
  ) : (
    <FormattedMessage id="exam.attempts.awaitingFinal" />
  );
}
