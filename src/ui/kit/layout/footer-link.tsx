import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocaleParam } from '../locale/use-locale';

interface FooterLinkProps {
  to: '/{-$locale}/login' | '/{-$locale}/forget';
  children: ReactNode;
}

/** A quiet link in a signed-out card's footer, to a sibling page in the same language. */
export function FooterLink({ to, children }: FooterLinkProps) {
  const locale = useLocaleParam();
  return (
    <ChakraLink asChild color="fg.muted" textStyle="sm">
      <Link to={to} params={{ locale }}>
        {children}
      </Link>
    </ChakraLink>
  );
}
