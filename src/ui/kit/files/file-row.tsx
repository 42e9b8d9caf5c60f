import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';
import { formatSize } from '../format/file-size';
import { DocumentIcon } from '../learning/course-icons';

/**
 * A file in a list (`as="li"`): its name opens it — `open` fetches a short-lived address and hands it to the
 * browser — with its size, and a remove button while it may be removed. The page words the labels.
 */
export function FileRow({
  name,
  size,
  detail,
  open,
  onRemove,
  removeLabel,
  removeText,
}: {
  name: string;
  size: number;
  /** More about the file after its size (when it was added). */
  detail?: ReactNode;
  open: () => Promise<unknown>;
  onRemove?: (() => void) | undefined;
  /** The remove button's accessible name, naming the file. */
  removeLabel?: string;
  removeText?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const press = () => {
    setBusy(true);
    // A failure has been shown by the http client.
    open()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <HStack
      as="li"
      gap="3"
      justify="space-between"
      borderWidth="1px"
      rounded="l2"
      px="3"
      py="2"
      minWidth="0"
      bg="bg"
    >
      <HStack gap="2" minWidth="0" flex="1">
        <DocumentIcon color="fg.muted" flexShrink={0} />
        <Stack gap="0" minWidth="0">
          <Button
            variant="plain"
            size="sm"
            px="0"
            height="auto"
            minHeight="6"
            color="brand.fg"
            justifyContent="flex-start"
            minWidth="0"
            loading={busy}
            onClick={press}
          >
            <Text as="span" truncate>
              {name}
            </Text>
          </Button>
          <HStack columnGap="2" rowGap="0" wrap="wrap" textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            <Text as="span">{formatSize(size)}</Text>
            {detail}
          </HStack>
        </Stack>
      </HStack>
      {onRemove ? (
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={removeLabel} onClick={onRemove}>
          {removeText}
        </Button>
      ) : null}
    </HStack>
  );
}

/** A file on its way: its name with the share sent, and a bar of it. Announced as a status. */
export function UploadProgress({
  name,
  fraction,
  label,
}: {
  name: string;
  fraction: number;
  /** Words the line, given the file's name and the share as a formatted element. */
  label: (values: { name: string; share: ReactNode }) => ReactNode;
}) {
  return (
    <Stack gap="1" role="status">
      <Text textStyle="xs" color="fg.muted">
        {label({
          name,
          share: <FormattedNumber value={fraction} style="percent" maximumFractionDigits={0} />,
        })}
      </Text>
      <Box height="1.5" bg="bg.muted" rounded="full" overflow="hidden">
        <Box height="full" bg="brand.solid" style={{ width: `${Math.round(fraction * 100)}%` }} />
      </Box>
    </Stack>
  );
}
