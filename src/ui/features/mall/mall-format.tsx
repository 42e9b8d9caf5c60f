import { Badge, Text, type TextProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A price or a balance in points: the figure stands out, the unit follows. */
export function Points({ value, ...rest }: { value: number } & TextProps) {
  return (
    <Text as="span" fontWeight="semibold" color="orange.fg" {...rest}>
      <FormattedMessage id="mall.points" values={{ points: value }} />
    </Text>
  );
}

/** Where a goods' stock stands: sold out, the last few, or plenty. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock === 0) {
    return (
      <Badge colorPalette="gray" variant="solid">
        <FormattedMessage id="mall.stock.soldOut" />
      </Badge>
    );
  }
  if (stock <= 5) {
    return (
      <Badge colorPalette="red" variant="subtle">
        <FormattedMessage id="mall.stock.few" values={{ stock }} />
      </Badge>
    );
  }
  return (
    <Text as="span" textStyle="xs" color="fg.muted">
      <FormattedMessage id="mall.stock.left" values={{ stock }} />
    </Text>
  );
}
