import { Group, IconButton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MinusIcon, PlusIcon } from './mall-icons';

/** − quantity +, between 1 and `max`; the buttons stop at the ends. */
export function QuantityStepper({
  value,
  max,
  disabled = false,
  label,
  onChange,
}: {
  value: number;
  max: number;
  disabled?: boolean;
  /** What is counted, for screen readers ("Quantity of …"). */
  label: string;
  onChange: (value: number) => void;
}) {
  const intl = useIntl();
  return (
    <Group attached role="group" aria-label={label}>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={intl.formatMessage({ id: 'mall.quantity.less' })}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon />
      </IconButton>
      <Text
        as="output"
        minW="10"
        h="8"
        px="2"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        borderYWidth="1px"
        textStyle="sm"
        aria-live="polite"
      >
        {value}
      </Text>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={intl.formatMessage({ id: 'mall.quantity.more' })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon />
      </IconButton>
    </Group>
  );
}
