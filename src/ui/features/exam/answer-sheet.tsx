import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface SheetItem {
  problemId: string;
  number: string;
  /** Partly answered: a fill-in with some blanks still empty. */
  state: 'answered' | 'partial' | 'unanswered';
  flagged: boolean;
}

export interface SheetSection {
  id: string;
  title: string;
  items: SheetItem[];
}

export interface AnswerSheetProps {
  sections: SheetSection[];
  /** Questions answered in full, and questions in all, counted as the paper counts them (`paper-index.ts`). */
  answered: number;
  total: number;
  /** Whether a question is on screen (a composite shows all its children at once). */
  isCurrent: (problemId: string) => boolean;
  onJump: (problemId: string) => void;
}

function Legend() {
  const swatch = (bg: string, border: string) => (
    <Box
      as="span"
      display="inline-block"
      boxSize="3"
      rounded="xs"
      bg={bg}
      borderWidth="1px"
      borderColor={border}
    />
  );
  return (
    <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap" aria-hidden="true">
      <HStack gap="1">
        {swatch('brand.solid', 'brand.solid')}
        <FormattedMessage id="exam.sheet.answered" />
      </HStack>
      <HStack gap="1">
        {swatch('brand.muted', 'brand.muted')}
        <FormattedMessage id="exam.sheet.partial" />
      </HStack>
      <HStack gap="1">
        {swatch('bg', 'border.emphasized')}
        <FormattedMessage id="exam.sheet.unanswered" />
      </HStack>
      <HStack gap="1">
        {swatch('orange.solid', 'orange.solid')}
        <FormattedMessage id="exam.sheet.flagged" />
      </HStack>
    </HStack>
  );
}

/**
 * The answer sheet: every answerable question by number, grouped by section, showing answered, unanswered and
 * flagged; pressing a number shows that question. Each button says its state in words as well as colour.
 */
export function AnswerSheet({ sections, answered, total, isCurrent, onJump }: AnswerSheetProps) {
  const intl = useIntl();
  const flagged = sections.reduce((n, s) => n + s.items.filter((i) => i.flagged).length, 0);
  return (
    <Stack as="nav" aria-label={intl.formatMessage({ id: 'exam.sheet.title' })} gap="4">
      <Stack gap="1">
        <Heading as="h2" size="sm">
          <FormattedMessage id="exam.sheet.title" />
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage id="exam.sheet.progress" values={{ answered, total, flagged }} />
        </Text>
      </Stack>
      <Legend />
      {sections.map((section) => (
        <Stack key={section.id} gap="2">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            {section.title}
          </Text>
          <SimpleGrid as="ul" listStyle="none" columns={5} gap="2">
            {section.items.map((item) => {
              const state = intl.formatMessage({ id: `exam.sheet.${item.state}` });
              const name = intl.formatMessage(
                { id: item.flagged ? 'exam.sheet.itemFlagged' : 'exam.sheet.item' },
                { number: item.number, state },
              );
              const current = isCurrent(item.problemId);
              return (
                <li key={item.problemId}>
                  <Button
                    size="sm"
                    width="full"
                    minWidth="0"
                    px="0"
                    position="relative"
                    variant={
                      item.state === 'answered' ? 'solid' : item.state === 'partial' ? 'subtle' : 'outline'
                    }
                    colorPalette="brand"
                    aria-label={name}
                    aria-current={current ? 'step' : undefined}
                    outline={current ? '2px solid' : undefined}
                    outlineColor="brand.focusRing"
                    outlineOffset="1px"
                    onClick={() => onJump(item.problemId)}
                  >
                    {item.number}
                    {item.flagged ? (
                      <Box
                        as="span"
                        position="absolute"
                        top="-1"
                        insetEnd="-1"
                        boxSize="2.5"
                        rounded="full"
                        bg="orange.solid"
                        borderWidth="2px"
                        borderColor="bg"
                      />
                    ) : null}
                  </Button>
                </li>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
