import { Badge, Box, HStack, Image, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { Enterprise } from '../../../../contract/user';
import { BuildingIcon } from '../../kit/icons/icons';

interface CompanyListProps {
  enterprises: Enterprise[];
  /** The company being chosen right now. */
  pendingId: string | null;
  disabled: boolean;
  onChoose: (enterpriseId: string) => void;
  compact?: boolean;
}

function CompanyLogo({ logo, size }: { logo: string; size: string }) {
  // Tenant logos are often wide marks with the name beside them: fixed height, width follows, names align.
  return (
    <Box width="28" height={size} display="flex" alignItems="center" flexShrink={0}>
      {logo ? (
        <Image src={logo} alt="" height="9" width="auto" maxWidth="full" objectFit="contain" />
      ) : (
        <Box
          width={size}
          height={size}
          rounded="l2"
          bg="brand.subtle"
          color="brand.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <BuildingIcon boxSize="5" />
        </Box>
      )}
    </Box>
  );
}

/** The user's companies as one button each; the current one is marked. */
export function CompanyList({
  enterprises,
  pendingId,
  disabled,
  onChoose,
  compact = false,
}: CompanyListProps) {
  return (
    <Stack as="ul" gap={compact ? '0' : '3'} listStyleType="none" m="0" p="0">
      {enterprises.map((e) => {
        const current = e.current === 1;
        return (
          <li key={e.id}>
            <chakra.button
              type="button"
              width="full"
              textAlign="start"
              display="flex"
              alignItems="center"
              gap="4"
              px={compact ? '4' : '5'}
              py={compact ? '3.5' : '4'}
              bg="bg"
              borderWidth={compact ? '0' : '1px'}
              borderBottomWidth="1px"
              borderColor={current && !compact ? 'brand.emphasized' : 'border'}
              rounded={compact ? '0' : 'l3'}
              cursor="pointer"
              transition="border-color 0.15s, box-shadow 0.15s, background 0.15s"
              _hover={{ borderColor: 'brand.solid', bg: compact ? 'bg.muted' : 'bg' }}
              _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
              focusVisibleRing="outside"
              disabled={disabled}
              aria-current={current ? 'true' : undefined}
              aria-busy={pendingId === e.id ? true : undefined}
              onClick={() => onChoose(e.id)}
            >
              <CompanyLogo logo={e.logo} size={compact ? '10' : '12'} />
              <Stack gap="0.5" flex="1" minWidth="0">
                <Text fontWeight="semibold" truncate>
                  {e.name}
                </Text>
                {current ? (
                  <HStack>
                    <Badge colorPalette="brand" variant="subtle" size="sm">
                      <FormattedMessage id="company.current" />
                    </Badge>
                  </HStack>
                ) : null}
              </Stack>
              {pendingId === e.id ? <Spinner size="sm" color="brand.solid" /> : null}
            </chakra.button>
          </li>
        );
      })}
    </Stack>
  );
}
