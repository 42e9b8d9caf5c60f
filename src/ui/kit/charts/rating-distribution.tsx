import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionResult } from '../../../../contract/offline-review';
import { StarFilledIcon } from '../learning/course-icons';
import { ratingsBestFirst } from './rating-figures';

/** An average rating as people read it: always one decimal ("4.0"). */
export function useRatingText(): (value: number) => string {
  const intl = useIntl();
  return (value) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * One rating question's results: its average, then how many gave each rating from 5 down to 1 as bars. The
 * bars are drawn for the eye only; a table below, visible to screen readers alone, holds the same numbers.
 */
export function RatingDistribution({ question }: { question: QuestionResult }) {
  const intl = useIntl();
  const rating = useRatingText();
  const rows = ratingsBestFirst(question.distribution);
  const percent = (share: number) => intl.formatNumber(share / 100, { style: 'percent' });
  return (
    <Stack gap="2" minWidth="0">
      <HStack justify="space-between" align="baseline" gap="3">
        <Text fontWeight="medium" textStyle="sm" minWidth="0">
          {question.title}
        </Text>
        <HStack gap="1" flexShrink={0} align="baseline">
          <Text fontWeight="semibold" textStyle="lg">
            {rating(question.average)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="lecturer.evaluations.dist.answered" values={{ count: question.answered }} />
          </Text>
        </HStack>
      </HStack>
      <Stack gap="1" aria-hidden="true">
        {rows.map((row) => (
          <Grid key={row.rating} templateColumns="2.25rem minmax(0, 1fr) 2.75rem" alignItems="center" gap="2">
            <HStack gap="0.5" textStyle="xs" color="fg.muted" justify="flex-end">
              <Text as="span">{row.rating}</Text>
              <StarFilledIcon color="orange.solid" boxSize="3" />
            </HStack>
            <Box height="2" bg="bg.muted" rounded="full" overflow="hidden">
              <Box
                height="full"
                rounded="full"
                bg={row.rating >= 4 ? 'brand.solid' : row.rating === 3 ? 'brand.400' : 'orange.400'}
                style={{ width: `${row.share}%` }}
              />
            </Box>
            <Text textStyle="xs" color="fg.muted" textAlign="end">
              {percent(row.share)}
            </Text>
          </Grid>
        ))}
      </Stack>
      {/* A table ignores a 1px width: the box around it is what hides it from sight. */}
      <Box srOnly>
        <table>
          <caption>
            <FormattedMessage
              id="lecturer.evaluations.dist.caption"
              values={{ title: question.title, average: rating(question.average) }}
            />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="lecturer.evaluations.dist.colRating" />
              </th>
              <th scope="col">
                <FormattedMessage id="lecturer.evaluations.dist.colCount" />
              </th>
              <th scope="col">
                <FormattedMessage id="lecturer.evaluations.dist.colShare" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rating}>
                <th scope="row">
                  <FormattedMessage id="lecturer.evaluations.dist.rating" values={{ rating: row.rating }} />
                </th>
                <td>{row.count}</td>
                <td>{percent(row.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Stack>
  );
}
