import { Badge, Box, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Avatar } from '../../kit/media/avatar';
import type { RankBoard, RankItem } from '../../../../contract/rank';
import { FormattedMessage } from 'react-intl';
import { RankValue } from './rank-value';

/** Gold, silver and bronze for the top three places. */
const MEDAL: Record<number, string> = { 1: 'yellow', 2: 'gray', 3: 'orange' };

interface RankRowProps {
  board: RankBoard;
  item: RankItem;
  /** The signed-in person's own row. */
  own?: boolean;
  compact?: boolean;
}

/** One place on a board: rank, picture (or initials), name, department and the value with its unit. */
export function RankRow({ board, item, own = false, compact = false }: RankRowProps) {
  const medal = MEDAL[item.rank];
  return (
    <Flex
      as="li"
      align="center"
      gap={compact ? '3' : '4'}
      px={compact ? '2' : '4'}
      py={compact ? '2' : '3'}
      rounded="l2"
      bg={own ? 'brand.subtle' : undefined}
      borderWidth="1px"
      borderColor={own ? 'brand.emphasized' : 'transparent'}
      aria-current={own ? 'true' : undefined}
    >
      <Box
        flexShrink={0}
        width="8"
        height="8"
        rounded="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="semibold"
        textStyle="sm"
        bg={medal ? `${medal}.subtle` : undefined}
        color={medal ? `${medal}.fg` : 'fg.muted'}
      >
        <span aria-hidden="true">{item.rank}</span>
        <VisuallyHidden>
          <FormattedMessage id="rank.place" values={{ rank: item.rank }} />
        </VisuallyHidden>
      </Box>
      <Avatar.Root size={compact ? 'sm' : 'md'} colorPalette="brand" flexShrink={0}>
        <Avatar.Fallback name={item.name} />
        {item.headPortrait ? <Avatar.Image src={item.headPortrait} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0" minWidth="0" flex="1">
        <Flex align="center" gap="2" minWidth="0">
          <Text fontWeight="medium" truncate>
            {item.name}
          </Text>
          {own ? (
            <Badge colorPalette="brand" variant="solid" size="sm" flexShrink={0}>
              <FormattedMessage id="rank.you" />
            </Badge>
          ) : null}
        </Flex>
        <Text textStyle="xs" color="fg.muted" truncate>
          {item.department}
        </Text>
      </Stack>
      <Text fontWeight="semibold" flexShrink={0} textAlign="end">
        <RankValue board={board} value={item.value} />
      </Text>
    </Flex>
  );
}
