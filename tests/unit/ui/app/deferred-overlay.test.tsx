// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState, type ReactElement, type RefObject } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: [string, string][] = [];
vi.mock('../../../../src/ui/kit/app/toaster', () => ({
  showToast: (kind: string, text: string) => toasts.push([kind, text]),
}));
beforeEach(() => {
  toasts.length = 0;
});

import { useDeferredOverlay } from '../../../../src/ui/kit/app/deferred';
import { renderWithIntl } from '../exam/intl-harness';

type TriggerRef = RefObject<HTMLButtonElement | null>;
interface MenuModule {
  Menu: (props: { triggerRef: TriggerRef }) => ReactElement;
}

/** The real menu: its trigger opens it. */
function RealMenu({ triggerRef }: { triggerRef: TriggerRef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" ref={triggerRef} onClick={() => setOpen(true)}>
        menu
      </button>
      {open ? <p>the menu is open</p> : null}
    </>
  );
}

/** A menu module whose downloads fail while `offline`, counting each. */
function fakeMenu() {
  const state = { offline: false, downloads: 0 };
  const load = (): Promise<MenuModule> => {
    state.downloads += 1;
    return state.offline
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ Menu: RealMenu });
  };
  return { state, load };
}

function Overlay({ load }: { load: () => Promise<MenuModule> }) {
  const { module, standIn, triggerRef } = useDeferredOverlay(load);
  if (!module) {
    return (
      <button type="button" {...standIn}>
        menu
      </button>
    );
  }
  return <module.Menu triggerRef={triggerRef} />;
}

describe('useDeferredOverlay', () => {
  it('hands the press on the stand-in over to the real trigger once its code is here', async () => {
    const { state, load } = fakeMenu();
    renderWithIntl(<Overlay load={load} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    expect(await screen.findByText('the menu is open')).toBeInstanceOf(HTMLElement);
    expect(state.downloads).toBe(1);
  });

  it('says a failed download when the stand-in was pressed, and the next press tries again', async () => {
    const { state, load } = fakeMenu();
    state.offline = true;
    renderWithIntl(<Overlay load={load} />, 'en');
    // Only resting on it: nothing to tell.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'menu' }), { pointerType: 'mouse' });
    await vi.waitFor(() => expect(state.downloads).toBe(1));
    await Promise.resolve();
    expect(toasts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    await vi.waitFor(() => expect(toasts).toEqual([['error', 'Network error. Please try again later']]));
    expect(screen.queryByText('the menu is open')).toBeNull();

    state.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    expect(await screen.findByText('the menu is open')).toBeInstanceOf(HTMLElement);
    expect(toasts).toHaveLength(1);
  });
});
