import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { footerInfo } from '../../../services/api/user';
import { useGatewayData } from '../app/use-gateway-data';
import { useLocale } from '../locale/use-locale';

/** The tenant's footer (company, contact, record number, links), as the gateway gives it. */
export function SiteFooter() {
  const locale = useLocale();
  // The gateway answers in the reader's language, so a language switch asks again.
  const { data } = useGatewayData(`footer-${locale}`, (http) => footerInfo(http, { isShowErrTip: false }), {
    remember: true,
  });
  if (!data) return <Box as="footer" minHeight="16" />;
  const contact = [
    data.address ? { id: 'footer.address', value: data.address } : null,
    data.phone ? { id: 'footer.phone', value: data.phone } : null,
    data.email ? { id: 'footer.email', value: data.email } : null,
  ].filter((c): c is { id: string; value: string } => c !== null);
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="12">
      <Container maxWidth="7xl" py="8">
        <Stack gap="4">
          <Flex justify="space-between" gap="6" wrap="wrap">
            <Stack gap="1.5">
              <Text color="white" fontWeight="semibold">
                {data.companyName}
              </Text>
              {contact.map((c) => (
                <Text key={c.id} textStyle="sm">
                  <FormattedMessage id={c.id} values={{ value: c.value }} />
                </Text>
              ))}
            </Stack>
            {data.links.length > 0 ? (
              <Flex as="nav" aria-label={data.companyName} gap="5" wrap="wrap" alignItems="flex-start">
                {data.links.map((l) => (
                  <Link
                    key={`${l.name}-${l.url}`}
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="gray.300"
                    textStyle="sm"
                    _hover={{ color: 'white' }}
                  >
                    {l.name}
                  </Link>
                ))}
              </Flex>
            ) : null}
          </Flex>
          <Flex
            justify="space-between"
            gap="3"
            wrap="wrap"
            borderTopWidth="1px"
            borderColor="gray.700"
            pt="4"
            textStyle="xs"
            color="gray.400"
          >
            <Text>{data.copyright}</Text>
            {data.icp ? <Text>{data.icp}</Text> : null}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
