import { chakra } from '@chakra-ui/react';
import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

export interface FormTab<T extends string> {
  value: T;
  label: ReactNode;
  /** Extra trigger attributes, e.g. the intent handlers that start loading the tab's form. */
  triggerProps?: HTMLAttributes<HTMLButtonElement> | undefined;
}

interface FormTabsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  tabs: readonly FormTab<T>[];
  /** The tab list's accessible name, when the heading above does not already say what the tabs choose. */
  label?: string | undefined;
  /** Each tab's panel. Every panel stays mounted (hidden when not chosen), so a form keeps what was typed. */
  panels: Partial<Record<T, ReactNode>>;
  /** Smaller text and padding, for four tabs in a narrow card. */
  compact?: boolean;
}

const Trigger = chakra('button', {
  base: {
    flex: '1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    minH: '10',
    py: '1',
    gap: '2',
    fontWeight: 'medium',
    textStyle: 'sm',
    color: 'fg.muted',
    position: 'relative',
    cursor: 'pointer',
    outline: '0',
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _selected: {
      color: 'fg',
      layerStyle: 'indicator.bottom',
      '--indicator-offset-y': '-1px',
      '--indicator-color': 'colors.colorPalette.solid',
    },
  },
});

/**
 * Tabs that switch between the forms of one card (sign-in methods, apply or check a registration). They follow
 * the WAI-ARIA tabs pattern: one tab in the focus order, arrow keys, Home and End move between tabs and choose
 * them. Built from plain buttons because the sign-in page is the first page most people open, and Chakra's
 * tabs bring a state machine runtime these two cards do not otherwise need; the look matches its `line`
 * variant, fitted.
 */
export function FormTabs<T extends string>({
  value,
  onChange,
  tabs,
  label,
  panels,
  compact,
}: FormTabsProps<T>) {
  const base = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (v: T) => `${base}-tab-${v}`;
  const panelId = (v: T) => `${base}-panel-${v}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((t) => t.value === value);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    buttons.current.get(tab.value)?.focus();
  }

  return (
    <chakra.div>
      <chakra.div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        display="flex"
        borderBottomWidth="1px"
        mb="5"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <Trigger
              key={tab.value}
              ref={(node: HTMLButtonElement | null) => {
                if (node) buttons.current.set(tab.value, node);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              px={compact ? '1' : '4'}
              fontSize={compact ? { base: 'xs', sm: 'sm' } : undefined}
              {...tab.triggerProps}
              onClick={() => {
                if (!selected) onChange(tab.value);
              }}
            >
              {tab.label}
            </Trigger>
          );
        })}
      </chakra.div>
      {tabs.map((tab) =>
        tab.value in panels ? (
          <chakra.div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            hidden={tab.value !== value}
            tabIndex={0}
            outline="0"
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'colorPalette.focusRing',
              outlineOffset: '2px',
            }}
          >
            {panels[tab.value]}
          </chakra.div>
        ) : null,
      )}
    </chakra.div>
  );
}
