import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';

/*
 * Controlled tabs: the page holds the open tab (in its address, as the course page does, or in its own state, as
 * the sign-in methods do) and is told of a change. Styled by the system's tabs recipe like Chakra's Tabs, with
 * the same roles, states and keys (arrows move and open, Home and End). Chakra's Tabs run a state machine, with
 * presence for the panels, that would load with the page only to mirror a value the page already keeps.
 */

const { withProvider, withContext } = createSlotRecipeContext({ key: 'tabs' });

type RootProps = HTMLChakraProps<'div'> & SlotRecipeProps<'tabs'>;

const StyledRoot = withProvider<HTMLDivElement, RootProps>('div', 'root');
const StyledList = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const StyledTrigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const StyledContent = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

interface TabsState {
  id: string;
  value: string;
  lazyMount: boolean;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('A tab is drawn outside its PageTabs.Root');
  return tabs;
}

const listId = (id: string) => `tabs:${id}:list`;
const triggerId = (id: string, value: string) => `tabs:${id}:trigger-${value}`;
const contentId = (id: string, value: string) => `tabs:${id}:content-${value}`;

interface PageTabsRootProps extends Omit<RootProps, 'onChange'> {
  value: string;
  onValueChange: (details: { value: string }) => void;
  /** A panel mounts the first time its tab opens, and then stays. */
  lazyMount?: boolean;
  children: ReactNode;
}

function Root({ value, onValueChange, lazyMount = false, ...rest }: PageTabsRootProps) {
  const id = useId();
  const state: TabsState = {
    id,
    value,
    lazyMount,
    select: (next) => {
      if (next !== value) onValueChange({ value: next });
    },
  };
  return (
    <TabsContext value={state}>
      <StyledRoot data-scope="tabs" data-part="root" data-orientation="horizontal" {...rest} />
    </TabsContext>
  );
}

function List({ onKeyDown, ...rest }: HTMLChakraProps<'div'> & { ref?: Ref<HTMLDivElement> }) {
  const tabs = useTabs();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const all = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    );
    const at = all.findIndex((tab) => tab === document.activeElement);
    const to = {
      ArrowRight: all[(at + 1) % all.length],
      ArrowLeft: all[(at - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!to) return;
    event.preventDefault();
    // Moving opens, as with Chakra's tabs (automatic activation).
    to.focus();
    const value = to.dataset.value;
    if (value !== undefined) tabs.select(value);
  };
  return (
    <StyledList
      data-scope="tabs"
      data-part="list"
      id={listId(tabs.id)}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={move}
      {...rest}
    />
  );
}

function Trigger({ value, onClick, ...rest }: HTMLChakraProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <StyledTrigger
      data-scope="tabs"
      data-part="trigger"
      role="tab"
      type="button"
      id={triggerId(tabs.id, value)}
      data-value={value}
      data-orientation="horizontal"
      data-ownedby={listId(tabs.id)}
      aria-selected={selected}
      data-selected={selected ? '' : undefined}
      aria-controls={selected ? contentId(tabs.id, value) : undefined}
      // Only the open tab is in the page's tab order; the arrows reach the others.
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...rest}
    />
  );
}

function Content({ value, ...rest }: HTMLChakraProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const [opened, setOpened] = useState(selected);
  if (selected && !opened) setOpened(true);
  if (tabs.lazyMount && !opened) return null;
  return (
    <StyledContent
      data-scope="tabs"
      data-part="content"
      id={contentId(tabs.id, value)}
      role="tabpanel"
      tabIndex={0}
      aria-labelledby={triggerId(tabs.id, value)}
      data-ownedby={listId(tabs.id)}
      data-orientation="horizontal"
      data-selected={selected ? '' : undefined}
      data-state={selected ? 'open' : 'closed'}
      hidden={!selected}
      {...rest}
    />
  );
}

export const PageTabs = { Root, List, Trigger, Content };
