// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTabs } from '../../../../src/ui/kit/navigation/page-tabs';
import { renderWithIntl } from '../exam/intl-harness';

const TABS = ['one', 'two', 'three'];

/** Tabs held by their caller, as a page holds them in its address; `mounts` counts each panel's first render. */
function Harness({ mounts }: { mounts: string[] }) {
  const [value, setValue] = useState('one');
  return (
    <PageTabs.Root value={value} onValueChange={(e) => setValue(e.value)} lazyMount variant="line">
      <PageTabs.List aria-label="Sections">
        {TABS.map((tab) => (
          <PageTabs.Trigger key={tab} value={tab}>
            {tab}
          </PageTabs.Trigger>
        ))}
      </PageTabs.List>
      {TABS.map((tab) => (
        <PageTabs.Content key={tab} value={tab}>
          <Panel name={tab} mounts={mounts} />
        </PageTabs.Content>
      ))}
    </PageTabs.Root>
  );
}

function Panel({ name, mounts }: { name: string; mounts: string[] }) {
  useState(() => mounts.push(name));
  return <p>panel {name}</p>;
}

describe('PageTabs', () => {
  it('has the tab roles, names the open panel by its tab, and mounts a panel when its tab first opens', () => {
    const mounts: string[] = [];
    renderWithIntl(<Harness mounts={mounts} />, 'en');
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    const one = screen.getByRole('tab', { name: 'one' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'two' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'one' });
    expect(one.getAttribute('aria-controls')).toBe(panel.id);
    expect(mounts).toEqual(['one']);

    fireEvent.click(screen.getByRole('tab', { name: 'three' }));
    expect(screen.getByRole('tab', { name: 'three' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'three' })).toBeInstanceOf(HTMLElement);
    // The panel left stays mounted, hidden.
    expect(screen.getByText('panel one').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    expect(mounts).toEqual(['one', 'three']);
  });

  it('moves and opens with the arrows, wrapping, and with Home and End', () => {
    renderWithIntl(<Harness mounts={[]} />, 'en');
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('one').focus();
    fireEvent.keyDown(tab('one'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('two'), { key: 'End' });
    expect(tab('three').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('one'));
    fireEvent.keyDown(tab('one'), { key: 'ArrowLeft' });
    expect(tab('three').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('three'), { key: 'Home' });
    expect(tab('one').getAttribute('aria-selected')).toBe('true');
  });
});
