import { Button, Flex, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledCheckbox } from '../../kit/forms/labelled-checkbox';

export interface BatchToolbarProps {
  allState: boolean | 'indeterminate';
  selectedCount: number;
  busy: boolean;
  disabled: boolean;
  onToggleAll: () => void;
  onRead: () => void;
  onDelete: () => void;
  /** "Mark all read" for the whole list, not only the page; absent where the list has no such action. */
  onReadAll?: () => void;
}

/** Select-all box and the batch actions of a list page. */
export function BatchToolbar(props: BatchToolbarProps) {
  const intl = useIntl();
  const none = props.selectedCount === 0;
  return (
    <Flex gap="3" align="center" wrap="wrap" justify="space-between">
      <LabelledCheckbox
        checked={props.allState}
        disabled={props.disabled}
        onToggle={props.onToggleAll}
        colorPalette="brand"
      >
        <FormattedMessage id="account.batch.selectAll" />
      </LabelledCheckbox>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={none || props.busy} onClick={props.onRead}>
          {intl.formatMessage({ id: 'account.batch.read' }, { count: props.selectedCount })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={none || props.busy}
          onClick={props.onDelete}
        >
          {intl.formatMessage({ id: 'account.batch.delete' }, { count: props.selectedCount })}
        </Button>
        {props.onReadAll ? (
          <Button size="sm" variant="subtle" disabled={props.busy} onClick={props.onReadAll}>
            <FormattedMessage id="account.batch.readAll" />
          </Button>
        ) : null}
      </HStack>
    </Flex>
  );
}
