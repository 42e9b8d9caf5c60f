import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocaleParam } from '../locale/use-locale';

interface AccountPromptProps {
  question: ReactNode;
  to: '/{-$locale}/login' | '/{-$locale}/register';
  action: ReactNode;
}

/** "No account yet? Sign up" under a signed-out card: a question and the page that answers it. */
export function AccountPrompt({ question, to, action }: AccountPromptProps) {
  const locale = useLocaleParam();
  return (
    <HStack gap="1" textStyle="sm">
      <Text color="fg.muted">{question}</Text>
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={to} params={{ locale }}>
          {action}
        </Link>
      </ChakraLink>
    </HStack>
  );
}
