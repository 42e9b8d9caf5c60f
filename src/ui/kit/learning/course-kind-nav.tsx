import { HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleParam } from '../locale/use-locale';
import { TabLink } from '../navigation/tab-link';

/**
 * Online courses (the catalogue) and classroom courses side by side: the two lists of `/knowledge`. Its words
 * are the dashboard's (`home.*`), which both pages load.
 */
export function CourseKindNav({ current }: { current: 'online' | 'offline' }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  return (
    <HStack as="nav" aria-label={intl.formatMessage({ id: 'home.courseKinds' })} gap="1">
      <TabLink
        to="/{-$locale}/knowledge"
        params={{ locale }}
        current={current === 'online'}
        activeOptions={{ exact: true, includeSearch: false }}
      >
        <FormattedMessage id="home.courseKinds.online" />
      </TabLink>
      <TabLink
        to="/{-$locale}/knowledge/offcourse/{-$id}"
        params={{ locale, id: undefined }}
        current={current === 'offline'}
        activeOptions={{ exact: true, includeSearch: false }}
      >
        <FormattedMessage id="home.courseKinds.offline" />
      </TabLink>
    </HStack>
  );
}
