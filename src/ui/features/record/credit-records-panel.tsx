import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { CreditRecord } from '../../../../contract/record';
import { CreditSource } from '../../../../contract/record.routes';
import { LoadState } from '../../kit/app/load-state';
import { useSettled } from '../../kit/app/route-data';
import { Stat } from '../../kit/layout/stat';
import { useLocaleParam } from '../../kit/locale/use-locale';
import type { CreditRecordsData, CreditRecordsQuery } from './credit-records-data';
import { RecordsFrame } from './records-frame';

/** The sources in the order the filter lists them. */
const SOURCES: readonly CreditSource[] = [
  CreditSource.course,
  CreditSource.studyTask,
  CreditSource.exam,
  CreditSource.offlineCourse,
  CreditSource.project,
  CreditSource.granted,
  CreditSource.carriedOver,
];

const SOURCE_PALETTE: Record<CreditSource, string> = {
  [CreditSource.course]: 'blue',
  [CreditSource.studyTask]: 'purple',
  [CreditSource.exam]: 'orange',
  [CreditSource.offlineCourse]: 'teal',
  [CreditSource.project]: 'purple',
  [CreditSource.granted]: 'green',
  [CreditSource.carriedOver]: 'gray',
};

const sourceKey = (source: CreditSource) => `account.records.source.${source}`;

/** Hours to one decimal place, as the header shows them. */
function Hours({ value }: { value: number }) {
  return <FormattedNumber value={value} minimumFractionDigits={0} maximumFractionDigits={1} />;
}

function RecordRow({ record }: { record: CreditRecord }) {
  return (
    <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="3" justify="space-between" align="flex-start">
        <Stack gap="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={SOURCE_PALETTE[record.sourceType]} variant="subtle">
              <FormattedMessage id={sourceKey(record.sourceType)} />
            </Badge>
            <Text fontWeight="medium" minWidth="0" wordBreak="break-word">
              {/* A balance carried over is named by its kind, in the reader's language. */}
              {record.sourceType === CreditSource.carriedOver ? (
                <FormattedMessage id="account.records.carriedOverName" />
              ) : (
                record.sourceName
              )}
            </Text>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {record.gmtCreate}
          </Text>
        </Stack>
        <Stack gap="0.5" align="flex-end" flexShrink={0}>
          <Text fontWeight="semibold" color="green.fg">
            <FormattedMessage
              id="account.records.earned"
              values={{ hours: <Hours value={record.creditHour} /> }}
            />
          </Text>
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage
              id="account.records.runningTotal"
              values={{ hours: <Hours value={record.runningTotal} /> }}
            />
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

/**
 * change=3: my records. Credit hours: the total (the header's figure), this year's and the number of records,
 * then the records newest first, each with the total as it stood after it; filtered by source, a page at a
 * time. Exam records keep their own pages and are linked from here.
 */
export function CreditRecordsPanel({ data }: { data: CreditRecordsData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const navigate = useNavigate();
  const { query } = data;
  const summary = useSettled(data.summary);
  const list = useSettled(data.list);
  const go = (next: Partial<CreditRecordsQuery>) =>
    void navigate({
      to: '/{-$locale}/account',
      params: { locale },
      search: {
        change: 3,
        source: 'source' in next ? next.source : query.source,
        page: next.page !== undefined && next.page > 1 ? next.page : undefined,
      },
    });

  return (
    <RecordsFrame
      kind={1}
      headingKey="account.records.credits"
      listHeadingKey="account.records.list"
      filter={{
        id: 'credit-source',
        label: 'account.records.sourceLabel',
        all: 'account.records.source.all',
        value: query.source,
        options: SOURCES.map((source) => ({
          value: source,
          label: intl.formatMessage({ id: sourceKey(source) }),
        })),
        onChange: (source) => go({ source }),
      }}
      page={query.page}
      totalPage={list.data?.totalPage ?? 0}
      onPage={(page) => go({ page })}
      summary={
        <LoadState data={summary} lines={1} isEmpty={() => false} empty={null}>
          {(s) => (
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <Stat label={<FormattedMessage id="account.records.total" />}>
                <Hours value={s.creditHour} />
              </Stat>
              <Stat label={<FormattedMessage id="account.records.thisYear" />}>
                <Hours value={s.yearCreditHour} />
              </Stat>
              <Stat label={<FormattedMessage id="account.records.count" />}>{s.recordCount}</Stat>
            </SimpleGrid>
          )}
        </LoadState>
      }
    >
      <LoadState
        data={list}
        lines={4}
        isEmpty={(p) => p.list.length === 0}
        empty={
          <FormattedMessage
            id={query.source === undefined ? 'account.records.empty' : 'account.records.emptySource'}
          />
        }
      >
        {(p) => (
          <Box as="ul" listStyle="none" aria-labelledby="credit-source-list-heading">
            {p.list.map((record) => (
              <RecordRow key={record.id} record={record} />
            ))}
          </Box>
        )}
      </LoadState>
    </RecordsFrame>
  );
}
