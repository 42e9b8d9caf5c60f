import { Badge, Box, Card, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '../../../../contract/course';
import { idParam } from '../../kit/navigation/id-param';
import { useSettled } from '../../kit/app/route-data';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { LoadState } from '../../kit/app/load-state';
import { useDocumentTitle } from '../../kit/site/use-document-title';
import { SignInNeeded } from './audience';
import type { CategoriesSettled, CategoryPanelData } from './catalogue-data';
import { categoryBranches } from './category-tree';

function CategoryCount({ count }: { count: number }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette="gray" flexShrink={0}>
      <FormattedMessage id="course.category.count" values={{ count }} />
    </Badge>
  );
}

function CatalogueLink({ category, children }: { category: Category; children: ReactNode }) {
  const locale = useLocaleParam();
  return (
    <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
      <RouterLink
        to="/{-$locale}/knowledge"
        params={{ locale }}
        search={{ categoryId: idParam(category.id) }}
      >
        {children}
      </RouterLink>
    </Link>
  );
}

function Panel({ data }: { data: CategoriesSettled }) {
  const intl = useIntl();
  const categories = useSettled(data);
  return (
    <LoadState
      data={categories}
      lines={4}
      isEmpty={(list) => list.length === 0}
      empty={<FormattedMessage id="course.category.empty" />}
    >
      {(list) => (
        <SimpleGrid
          as="ul"
          listStyle="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label={intl.formatMessage({ id: 'course.category.label' })}
        >
          {categoryBranches(list).map(({ category, children }) => (
            <Card.Root as="li" key={category.id} rounded="l3">
              <Card.Body gap="3">
                <HStack justify="space-between" gap="3">
                  <Heading as="h2" size="md">
                    <CatalogueLink category={category}>{category.categoryName}</CatalogueLink>
                  </Heading>
                  <CategoryCount count={category.courseCount} />
                </HStack>
                {children.length > 0 ? (
                  <Stack as="ul" listStyle="none" gap="1.5">
                    {children.map((child) => (
                      <HStack as="li" key={child.id} justify="space-between" gap="3" textStyle="sm">
                        <CatalogueLink category={child}>{child.categoryName}</CatalogueLink>
                        <Text as="span" color="fg.muted">
                          <FormattedMessage
                            id="course.category.count"
                            values={{ count: child.courseCount }}
                          />
                        </Text>
                      </HStack>
                    ))}
                  </Stack>
                ) : (
                  <Text textStyle="sm" color="fg.muted">
                    <FormattedMessage id="course.category.noChildren" />
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </LoadState>
  );
}

/** `/watch/catePanel`: every category with its children and course counts, each leading into the catalogue. */
export function CategoryPanelPage({ data }: { data: CategoryPanelData }) {
  return (
    <>
      <CategoryPanelContent data={data} />
    </>
  );
}

/** The category panel inside the portal frame. */
export function CategoryPanelContent({ data }: { data: CategoryPanelData }) {
  const intl = useIntl();
  const locale = useLocaleParam();
  const title = intl.formatMessage({ id: 'course.category.panelTitle' });
  useDocumentTitle(title);
  return (
    <>
      {data.audience === 'signInRequired' ? (
        <SignInNeeded title={title} />
      ) : (
        <Stack gap="6">
          <Stack gap="1">
            <Link asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
              <RouterLink to="/{-$locale}/knowledge" params={{ locale }}>
                <FormattedMessage id="course.backToCatalogue" />
              </RouterLink>
            </Link>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
          </Stack>
          <Box>
            <Panel data={data.categories} />
          </Box>
        </Stack>
      )}
    </>
  );
}
