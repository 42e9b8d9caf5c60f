import { Box, Button, Flex, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '../../../../contract/course';
import { idParam } from '../../kit/navigation/id-param';
import type { GatewayData } from '../../kit/app/use-gateway-data';
import { ChevronDownIcon } from '../../kit/icons/icons';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { withFilter, type CatalogueSearch } from './catalogue-search';
import { branchOf, categoryBranches, categoryName } from './category-tree';

function CategoryLink({
  search,
  categoryId,
  current,
  count,
  children,
}: {
  search: CatalogueSearch;
  categoryId: string | undefined;
  current: boolean;
  count?: number;
  children: ReactNode;
}) {
  const locale = useLocaleParam();
  return (
    <Link
      asChild
      flex="1"
      minWidth="0"
      px="2.5"
      py="1.5"
      rounded="l2"
      textStyle="sm"
      fontWeight={current ? 'semibold' : 'normal'}
      color={current ? 'brand.fg' : 'fg'}
      bg={current ? 'brand.subtle' : undefined}
      _hover={{ textDecoration: 'none', bg: current ? 'brand.subtle' : 'bg.muted' }}
    >
      <RouterLink
        to="/{-$locale}/knowledge"
        params={{ locale }}
        search={withFilter(search, {
          categoryId: categoryId === undefined ? undefined : idParam(categoryId),
        })}
        // Only the exact address is current: a link to "all" must not light up under every category.
        activeOptions={{ exact: true }}
        aria-current={current ? 'page' : undefined}
      >
        <Flex as="span" justify="space-between" gap="2" width="full">
          <Text as="span" truncate>
            {children}
          </Text>
          {count === undefined ? null : (
            <>
              {/* Read as "专业技术 6". */}{' '}
              <Text as="span" color="fg.muted" flexShrink={0} fontWeight="normal">
                {count}
              </Text>
            </>
          )}
        </Flex>
      </RouterLink>
    </Link>
  );
}

function Branch({
  category,
  items,
  search,
  selected,
  initiallyOpen,
}: {
  category: Category;
  items: Category[];
  search: CatalogueSearch;
  selected: string | undefined;
  initiallyOpen: boolean;
}) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Box as="li">
      <Flex align="center" gap="1">
        <CategoryLink
          search={search}
          categoryId={category.id}
          current={selected === category.id}
          count={category.courseCount}
        >
          {category.categoryName}
        </CategoryLink>
        {items.length > 0 ? (
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={intl.formatMessage(
              { id: open ? 'course.category.collapse' : 'course.category.expand' },
              { name: category.categoryName },
            )}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
          </IconButton>
        ) : (
          <Box width="8" flexShrink={0} />
        )}
      </Flex>
      {items.length > 0 ? (
        <Stack as="ul" id={listId} gap="0.5" listStyle="none" ps="4" mt="0.5" hidden={!open}>
          {items.map((child) => (
            <Box as="li" key={child.id} display="flex" pe="9">
              <CategoryLink
                search={search}
                categoryId={child.id}
                current={selected === child.id}
                count={child.courseCount}
              >
                {child.categoryName}
              </CategoryLink>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * The category tree beside the catalogue: "all courses", then each top-level category with its count and,
 * behind a toggle, its children. The branch holding the chosen category starts open. On narrow screens the
 * tree folds away behind a button that names the chosen category.
 */
export function CategoryNav({
  categories,
  search,
}: {
  categories: GatewayData<Category[]>;
  search: CatalogueSearch;
}) {
  const intl = useIntl();
  const panelId = useId();
  const [shown, setShown] = useState(false);
  const selected = search.categoryId === undefined ? undefined : String(search.categoryId);
  const list = categories.data ?? [];
  const openBranch = branchOf(list, selected);
  const chosen = categoryName(list, selected);

  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'course.category.label' })}
      width={{ base: 'full', lg: '64' }}
      flexShrink={0}
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
    >
      <Button
        display={{ base: 'flex', lg: 'none' }}
        width="full"
        variant="outline"
        justifyContent="space-between"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown(!shown)}
      >
        <Text as="span" truncate>
          <FormattedMessage
            id="course.category.toggle"
            values={{ name: chosen ?? intl.formatMessage({ id: 'course.category.all' }) }}
          />
        </Text>
        <ChevronDownIcon transform={shown ? 'rotate(180deg)' : undefined} />
      </Button>
      <Box
        id={panelId}
        display={{ base: shown ? 'block' : 'none', lg: 'block' }}
        mt={{ base: '2', lg: '0' }}
        bg="bg"
        rounded="l3"
        borderWidth="1px"
        p="3"
      >
        <Text textStyle="sm" fontWeight="semibold" px="2.5" pb="2" display={{ base: 'none', lg: 'block' }}>
          <FormattedMessage id="course.category.label" />
        </Text>
        {categories.loading ? (
          <Stack gap="2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height="7" rounded="l2" />
            ))}
          </Stack>
        ) : categories.error !== null ? (
          <Stack gap="2" align="flex-start" role="alert" px="2.5">
            <Text color="fg.error" textStyle="sm">
              {categories.error}
            </Text>
            <Button size="xs" variant="outline" onClick={categories.reload}>
              <FormattedMessage id="app.retry" />
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" gap="0.5" listStyle="none">
            <Box as="li" display="flex" pe="9">
              <CategoryLink search={search} categoryId={undefined} current={selected === undefined}>
                <FormattedMessage id="course.category.all" />
              </CategoryLink>
            </Box>
            {categoryBranches(list).map(({ category, children }) => (
              <Branch
                // A new chosen branch opens itself when the tree is drawn again for it.
                key={`${category.id}:${openBranch === category.id}`}
                category={category}
                items={children}
                search={search}
                selected={selected}
                initiallyOpen={openBranch === category.id}
              />
            ))}
          </Stack>
        )}
        <Box px="2.5" pt="3">
          <PanelLink />
        </Box>
      </Box>
    </Box>
  );
}

function PanelLink() {
  const locale = useLocaleParam();
  return (
    <Link asChild textStyle="xs" color="fg.muted">
      <RouterLink to="/{-$locale}/watch/catePanel" params={{ locale }}>
        <FormattedMessage id="course.category.panel" />
      </RouterLink>
    </Link>
  );
}
