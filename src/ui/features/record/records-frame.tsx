import { Card, chakra, HStack, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PlainSelect } from '../../kit/chakra/plain-select';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { Pager } from '../../kit/navigation/pager';
import { RecordsSwitch } from './records-switch';

export interface RecordsFilter<T extends number> {
  /** The select's id, and the message keys of its label and of "all". */
  id: string;
  label: string;
  all: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}

/**
 * My records' two lists share one frame: the switch between them with the way to exam records, the summary
 * under its heading, then the list under its heading with its filter, and the pager.
 */
export function RecordsFrame<T extends number>({
  kind,
  headingKey,
  summary,
  listHeadingKey,
  filter,
  page,
  totalPage,
  onPage,
  children,
}: {
  kind: 1 | 2 | 3;
  headingKey: string;
  summary: ReactNode;
  listHeadingKey: string;
  filter: RecordsFilter<T>;
  page: number;
  totalPage: number;
  onPage: (page: number) => void;
  /** The list, labelled by `${filter.id}-list-heading`. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const summaryId = `${filter.id}-summary-heading`;
  const listId = `${filter.id}-list-heading`;
  return (
    <Stack gap="4">
      <Card.Root rounded="l3" as="section" aria-labelledby={summaryId}>
        <Card.Body gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <RecordsSwitch current={kind} />
            <Link asChild textStyle="sm" color="brand.fg">
              <RouterLink to="/{-$locale}/account/exam/record" params={{ locale }}>
                <FormattedMessage id="account.records.examRecords" />
              </RouterLink>
            </Link>
          </HStack>
          <Heading as="h2" size="lg" id={summaryId}>
            <FormattedMessage id={headingKey} />
          </Heading>
          {summary}
        </Card.Body>
      </Card.Root>

      <Card.Root rounded="l3" as="section" aria-labelledby={listId}>
        <Card.Body gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Heading as="h3" size="md" id={listId}>
              <FormattedMessage id={listHeadingKey} />
            </Heading>
            <HStack gap="2">
              <chakra.label htmlFor={filter.id} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
                <FormattedMessage id={filter.label} />
              </chakra.label>
              <PlainSelect
                id={filter.id}
                width="40"
                value={filter.value === undefined ? '' : String(filter.value)}
                onChange={(e) =>
                  filter.onChange(e.target.value === '' ? undefined : (Number(e.target.value) as T))
                }
              >
                <option value="">{intl.formatMessage({ id: filter.all })}</option>
                {filter.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </PlainSelect>
            </HStack>
          </HStack>
          {children}
          <Pager page={page} totalPage={totalPage} onPage={onPage} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
