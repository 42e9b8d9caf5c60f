import type { RankBoard } from '../../../../contract/rank';
import { FormattedMessage } from 'react-intl';
import { boardValueKey, fractionDigits } from './rank-boards';

/** A board's value with its unit, in the reader's language ("1,280 分", "74.5 hours"). */
export function RankValue({ board, value }: { board: RankBoard; value: number }) {
  const digits = fractionDigits(board);
  return <FormattedMessage id={boardValueKey(board)} values={{ count: Number(value.toFixed(digits)) }} />;
}
