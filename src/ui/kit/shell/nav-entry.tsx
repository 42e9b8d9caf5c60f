import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { NavItem } from '../../../../contract/system';
import { NavAnchor } from './nav-anchor';
import { navTarget } from './nav-rules';

interface NavEntryProps extends Omit<HTMLChakraProps<'a'>, 'href' | 'children'> {
  item: NavItem;
  active: boolean;
}

/** One navigation entry as its target type says: a portal link, a plain link, or text. */
export function NavEntry({ item, active, ...rest }: NavEntryProps) {
  const target = navTarget(item);
  if (target.kind === 'text') {
    return (
      <chakra.span {...rest} cursor="default">
        {item.navName}
      </chakra.span>
    );
  }
  if (target.kind === 'link') {
    return (
      <chakra.a
        href={target.href}
        target={target.newTab ? '_blank' : undefined}
        rel={target.newTab ? 'noopener noreferrer' : undefined}
        {...rest}
      >
        {item.navName}
      </chakra.a>
    );
  }
  return (
    <NavAnchor
      path={target.path}
      newTab={target.newTab}
      aria-current={active ? 'page' : undefined}
      data-active={active ? '' : undefined}
      {...rest}
    >
      {item.navName}
    </NavAnchor>
  );
}
