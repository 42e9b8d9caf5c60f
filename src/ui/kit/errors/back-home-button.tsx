import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useLocaleParam } from '../locale/use-locale';

/** The way out of a dead end: back to the portal's home. */
export function BackHomeButton({ variant }: { variant?: ButtonProps['variant'] }) {
  const locale = useLocaleParam();
  return (
    <Button asChild variant={variant}>
      <Link to="/{-$locale}" params={{ locale }}>
        <FormattedMessage id="notFound.backHome" />
      </Link>
    </Button>
  );
}
