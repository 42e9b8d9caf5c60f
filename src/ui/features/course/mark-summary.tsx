import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MARK_MAX } from '../../../../contract/course.routes';
import { NO_FIGURE, ratingText } from '../../kit/format/course-format';
import { StarFilledIcon, StarIcon } from '../../kit/learning/course-icons';

/** How much of each of the five stars a score fills, to the nearest half star (4.3 → 1, 1, 1, 1, 0.5). */
export function starFills(score: number): number[] {
  const halves = Math.round(Math.min(Math.max(score, 0), MARK_MAX) * 2) / 2;
  return Array.from({ length: MARK_MAX }, (_, i) => Math.min(Math.max(halves - i, 0), 1));
}

/** Five stars filled to a score; the figure beside them says it in text. */
function Stars({ score }: { score: number }) {
  return (
    <HStack gap="0.5" aria-hidden>
      {starFills(score).map((fill, i) => (
        <Box key={i} position="relative" lineHeight="0">
          <StarIcon color="fg.subtle" />
          {fill > 0 ? (
            <Box position="absolute" insetBlock="0" insetStart="0" width={`${fill * 100}%`} overflow="hidden">
              <StarFilledIcon color="orange.solid" />
            </Box>
          ) : null}
        </Box>
      ))}
    </HStack>
  );
}

/**
 * The course's rating at a glance: the average, how many rated, and — when known — how many gave each score,
 * as bars with their numbers in text.
 */
export function MarkSummary({
  average,
  count,
  distribution,
}: {
  average: number;
  count: number;
  distribution?: readonly number[];
}) {
  const intl = useIntl();
  return (
    <Flex gap="6" align="center" direction={{ base: 'column', sm: 'row' }}>
      <Stack gap="1" align="center" minWidth="32">
        <Text fontSize="5xl" fontWeight="bold" lineHeight="1">
          {count > 0 ? ratingText(average) : NO_FIGURE}
        </Text>
        <Stars score={count > 0 ? average : 0} />
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="course.mark.count" values={{ count }} />
        </Text>
      </Stack>
      {distribution ? (
        <Stack
          as="ul"
          listStyle="none"
          gap="1.5"
          flex="1"
          width="full"
          aria-label={intl.formatMessage({ id: 'course.mark.distribution' })}
        >
          {[...distribution]
            .map((n, i) => ({ score: i + 1, n }))
            .reverse()
            .map(({ score, n }) => (
              <HStack as="li" key={score} gap="3" textStyle="sm">
                <Text as="span" width="12" flexShrink={0} color="fg.muted">
                  <FormattedMessage id="course.mark.star" values={{ count: score }} />
                </Text>
                <Box flex="1" height="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                  <Box
                    height="full"
                    bg="orange.solid"
                    width={count > 0 ? `${(n / count) * 100}%` : '0'}
                    transition="width 0.3s"
                  />
                </Box>
                <Text as="span" width="14" flexShrink={0} textAlign="end" color="fg.muted">
                  <FormattedMessage id="course.mark.people" values={{ count: n }} />
                </Text>
              </HStack>
            ))}
        </Stack>
      ) : null}
    </Flex>
  );
}
