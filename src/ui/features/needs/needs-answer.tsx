import { Badge, Box, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NeedsSubmission, NeedsTopic } from '../../../../contract/training-needs';
import type { NeedsForm, NeedsPriority } from '../../../../contract/training-needs.routes';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { FORM_KEY, PRIORITY_KEY, PRIORITY_PALETTE } from './needs-format';

/** A topic's linked course, while the course is published. */
export function CourseLink({ topic }: { topic: NeedsTopic }) {
  const locale = useLocaleParam();
  if (topic.courseId === null || topic.courseName === null) return null;
  return (
    <Text textStyle="xs" color="fg.muted">
      <FormattedMessage
        id="account.needs.course"
        values={{
          name: (
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <RouterLink to="/{-$locale}/knowledge/course/{-$id}" params={{ locale, id: topic.courseId }}>
                {topic.courseName}
              </RouterLink>
            </Link>
          ),
        }}
      />
    </Text>
  );
}

function Wish({ priority, form }: { priority: NeedsPriority; form: NeedsForm }) {
  return (
    <HStack gap="2" flexShrink={0}>
      <Badge size="sm" variant="subtle" colorPalette={PRIORITY_PALETTE[priority]}>
        <FormattedMessage id={PRIORITY_KEY[priority]} />
      </Badge>
      <Badge size="sm" variant="outline">
        <FormattedMessage id={FORM_KEY[form]} />
      </Badge>
    </HStack>
  );
}

function AnswerRow({ children, wish }: { children: ReactNode; wish: ReactNode }) {
  return (
    <Flex
      as="li"
      gap="2"
      justify="space-between"
      align={{ base: 'flex-start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      <Box minWidth="0">{children}</Box>
      {wish}
    </Flex>
  );
}

/** The caller's answer as the gateway holds it: chosen topics, their own, and the remarks. */
export function NeedsAnswer({ mine, topics }: { mine: NeedsSubmission; topics: NeedsTopic[] }) {
  const intl = useIntl();
  const byId = new Map(topics.map((t) => [t.topicId, t]));
  return (
    <Stack gap="3" data-testid="needs-answer">
      <Heading as="h3" size="sm">
        <FormattedMessage id="account.needs.mine.topics" />
      </Heading>
      <Stack
        as="ul"
        gap="0"
        listStyle="none"
        aria-label={intl.formatMessage({ id: 'account.needs.mine.topics' })}
      >
        {mine.choices.map((c) => {
          const topic = byId.get(c.topicId);
          if (!topic) return null;
          return (
            <AnswerRow key={c.topicId} wish={<Wish priority={c.priority} form={c.form} />}>
              <Text fontWeight="medium">{topic.topicName}</Text>
              <CourseLink topic={topic} />
            </AnswerRow>
          );
        })}
        {mine.customs.map((c) => (
          <AnswerRow key={c.topicName} wish={<Wish priority={c.priority} form={c.form} />}>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium" wordBreak="break-word">
                {c.topicName}
              </Text>
              <Badge size="xs" variant="surface" colorPalette="purple">
                <FormattedMessage id="account.needs.mine.own" />
              </Badge>
            </HStack>
          </AnswerRow>
        ))}
      </Stack>
      <Stack gap="1">
        <Heading as="h3" size="sm">
          <FormattedMessage id="account.needs.remarks" />
        </Heading>
        <Text
          textStyle="sm"
          color={mine.remarks ? 'fg' : 'fg.muted'}
          whiteSpace="pre-line"
          wordBreak="break-word"
          data-testid="needs-remarks"
        >
          {mine.remarks || <FormattedMessage id="account.needs.mine.noRemarks" />}
        </Text>
      </Stack>
    </Stack>
  );
}
