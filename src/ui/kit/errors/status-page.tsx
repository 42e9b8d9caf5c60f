import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../locale/language-toggle';

interface StatusPageProps {
  code?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Off for screens shown before the router runs (the toggle needs it). */
  withLanguageToggle?: boolean;
}

/** A calm full-page message (404, errors, no permission) with a way forward. */
export function StatusPage({
  code,
  title,
  description,
  icon,
  actions,
  withLanguageToggle = true,
}: StatusPageProps) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      {withLanguageToggle ? (
        <Flex as="header" justify="flex-end" px={{ base: '4', md: '8' }} py="4">
          <LanguageToggle />
        </Flex>
      ) : null}
      <Flex as="main" id="main" flex="1" align="center" justify="center" px="4" py="12">
        <Stack align="center" textAlign="center" gap="5" maxWidth="lg">
          {icon ? (
            <Box color="brand.fg" fontSize="5xl" lineHeight="1">
              {icon}
            </Box>
          ) : null}
          {code !== undefined ? (
            <Text
              fontSize={{ base: '5xl', md: '6xl' }}
              fontWeight="bold"
              color="brand.fg"
              lineHeight="1"
              letterSpacing="tight"
            >
              {code}
            </Text>
          ) : null}
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
          {actions ? (
            <Flex gap="3" wrap="wrap" justify="center" pt="2">
              {actions}
            </Flex>
          ) : null}
        </Stack>
      </Flex>
    </Flex>
  );
}
