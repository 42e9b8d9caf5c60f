import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useLocaleParam } from '../../kit/locale/use-locale';

/** The account centre's "my surveys" tab. */
export const SURVEYS_TAB = 7 as const;

/** Back to the account centre's list of surveys. */
export function MySurveysLink() {
  const locale = useLocaleParam();
  return (
    <Link asChild textStyle="sm" color="fg.muted">
      <RouterLink to="/{-$locale}/account" params={{ locale }} search={{ change: SURVEYS_TAB }}>
        <FormattedMessage id="survey.backToList" />
      </RouterLink>
    </Link>
  );
}
