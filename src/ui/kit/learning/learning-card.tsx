import { Box, Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Page } from '../../../../contract/envelope';
import type { GatewayData } from '../app/use-gateway-data';
import { LoadState } from '../app/load-state';
import { DashboardCard } from '../layout/dashboard-card';
import { percent } from '../format/learning-format';

/** The learning cards show a handful each; the full lists arrive with their own pages. */
export const LEARNING_CARD_SIZE = 4;

interface LearningCardProps<T> {
  title: ReactNode;
  feed: GatewayData<Page<T>>;
  empty: ReactNode;
  children: (item: T) => ReactNode;
  /** A link to the list's own page, after the count. */
  more?: ReactNode;
}

/** A home-page card listing the first items of one of the learner's lists, with how many there are in all. */
export function LearningCard<T>({ title, feed, empty, children, more }: LearningCardProps<T>) {
  const total = feed.data?.totalCount ?? 0;
  return (
    <DashboardCard
      title={title}
      aside={
        <HStack gap="3">
          {total > 0 ? (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="home.learning.total" values={{ count: total }} />
            </Text>
          ) : null}
          {more}
        </HStack>
      }
    >
      <LoadState data={feed} lines={LEARNING_CARD_SIZE} isEmpty={(p) => p.list.length === 0} empty={empty}>
        {(p) => (
          <List.Root listStyle="none" gap="0">
            {p.list.map(children)}
          </List.Root>
        )}
      </LoadState>
    </DashboardCard>
  );
}

/** One row: the item's name (a link where its page exists) with a badge beside it, and lines of detail under it. */
export function LearningRow({
  name,
  badge,
  children,
}: {
  name: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack as="li" gap="1.5" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minWidth="0">
      <Flex align="center" gap="2" minWidth="0">
        <Text fontWeight="medium" truncate flex="1" minWidth="0">
          {name}
        </Text>
        {badge}
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * A labelled progress bar with its percentage beside it. A static bar needs no state machine, so it is drawn
 * with plain elements carrying the progressbar semantics rather than with Chakra's Progress, whose machine
 * would load with every page that lists learning.
 */
export function ProgressLine({ name, value }: { name: string; value: number }) {
  const intl = useIntl();
  const v = percent(value);
  const state = v === 100 ? 'complete' : 'loading';
  return (
    <Box data-scope="progress" data-part="root" data-state={state} data-value={v} colorPalette="brand">
      <HStack gap="3">
        {/* The track is the element with the progressbar role, so it carries the name. */}
        <Box
          data-scope="progress"
          data-part="track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={v}
          aria-label={intl.formatMessage({ id: 'home.learning.progressOf' }, { name })}
          data-state={state}
          flex="1"
          height="2"
          rounded="full"
          bg="bg.muted"
          overflow="hidden"
        >
          <Box
            data-scope="progress"
            data-part="range"
            data-state={state}
            height="full"
            bg="colorPalette.solid"
            transition="width 0.3s"
            style={{ width: `${v}%` }}
          />
        </Box>
        <Text
          as="span"
          data-scope="progress"
          data-part="value-text"
          aria-live="polite"
          textStyle="xs"
          color="fg.muted"
          minWidth="9"
          textAlign="end"
        >
          {intl.formatNumber(v / 100, { style: 'percent' })}
        </Text>
      </HStack>
    </Box>
  );
}

/** A line of small muted facts. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
      {children}
    </HStack>
  );
}
