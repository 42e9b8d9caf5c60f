// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: [string, string][] = [];
vi.mock('../../../../src/ui/kit/app/toaster', () => ({
  showToast: (kind: string, text: string) => toasts.push([kind, text]),
}));
beforeEach(() => {
  toasts.length = 0;
});
import { useState, type ReactElement } from 'react';
import { DeferredDialog, loadedValue, preload, preloadOnIntent } from '../../../../src/ui/kit/app/on-demand';
import { DeferredPanel } from '../../../../src/ui/kit/app/deferred-panel';
import { renderWithIntl } from '../exam/intl-harness';

/** A panel module whose downloads fail while `offline`, counting each. */
function fakeModule() {
  const state = { offline: false, downloads: 0 };
  const load = () => {
    state.downloads += 1;
    return state.offline
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ Form: () => <p>the form</p> });
  };
  return { state, load };
}

describe('DeferredPanel', () => {
  it('renders nothing and loads nothing until wanted', () => {
    const { state, load } = fakeModule();
    renderWithIntl(
      <DeferredPanel load={load} wanted={false} minHeight="280px">
        {({ Form }) => <Form />}
      </DeferredPanel>,
      'en',
    );
    expect(state.downloads).toBe(0);
    expect(screen.queryByText('the form')).toBeNull();
  });

  it('holds the height with a spinner while loading, then shows the panel', async () => {
    const { state, load } = fakeModule();
    const { container } = renderWithIntl(
      <DeferredPanel load={load} wanted minHeight="280px">
        {({ Form }) => <Form />}
      </DeferredPanel>,
      'en',
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('the form')).toBeInstanceOf(HTMLElement);
    expect(state.downloads).toBe(1);
  });

  it('says a failed download failed and loads again on retry', async () => {
    const { state, load } = fakeModule();
    state.offline = true;
    renderWithIntl(
      <DeferredPanel load={load} wanted minHeight="280px">
        {({ Form }) => <Form />}
      </DeferredPanel>,
      'en',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Network error. Please try again later');
    expect(screen.queryByText('the form')).toBeNull();

    state.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the form')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(state.downloads).toBe(2);
  });

  it('shows the module of the loader it is given now, never the one it held for another', async () => {
    const visitor = () => Promise.resolve({ Form: () => <p>the visitor's stars</p> });
    const member = () => Promise.resolve({ Form: () => <p>the member's form</p> });
    const panel = (load: typeof visitor) => (
      <DeferredPanel load={load} wanted minHeight="40px">
        {({ Form }) => <Form />}
      </DeferredPanel>
    );
    const { rerender } = renderWithIntl(panel(visitor), 'en');
    expect(await screen.findByText("the visitor's stars")).toBeInstanceOf(HTMLElement);
    rerender(panel(member));
    expect(screen.queryByText("the visitor's stars")).toBeNull();
    expect(await screen.findByText("the member's form")).toBeInstanceOf(HTMLElement);
  });

  it('starts the download when the pointer or the focus reaches the control that reveals it', async () => {
    const { state, load } = fakeModule();
    const intent = preloadOnIntent(load);
    intent.onPointerEnter();
    intent.onFocus();
    await Promise.resolve();
    await Promise.resolve();
    expect(state.downloads).toBe(1);
    expect(loadedValue(load)).not.toBeNull();
  });
});

/** A page with a button that opens a deferred dialog, whose own close button closes it. */
function DialogPage({ load }: { load: () => Promise<{ Form: () => ReactElement }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        delete
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        cancel
      </button>
      <DeferredDialog load={load} open={open} onDismiss={() => setOpen(false)}>
        {({ Form }) => (open ? <Form /> : <p>closed, still mounted</p>)}
      </DeferredDialog>
    </>
  );
}

describe('DeferredDialog', () => {
  it('loads nothing until first opened, then stays mounted after closing', async () => {
    const { state, load } = fakeModule();
    renderWithIntl(<DialogPage load={load} />, 'en');
    expect(state.downloads).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('the form')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.getByText('closed, still mounted')).toBeInstanceOf(HTMLElement);
    expect(state.downloads).toBe(1);
  });

  it('opens in the same render when the code was preloaded', async () => {
    const { state, load } = fakeModule();
    preload(load);
    await Promise.resolve();
    await Promise.resolve();
    renderWithIntl(<DialogPage load={load} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(screen.getByText('the form')).toBeInstanceOf(HTMLElement);
    expect(state.downloads).toBe(1);
  });

  it('says a failed download in a toast and gives the dialog up; opening it again loads again', async () => {
    const { state, load } = fakeModule();
    state.offline = true;
    renderWithIntl(<DialogPage load={load} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await vi.waitFor(() => expect(toasts).toEqual([['error', 'Network error. Please try again later']]));
    expect(state.downloads).toBe(1);

    state.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('the form')).toBeInstanceOf(HTMLElement);
    expect(state.downloads).toBe(2);
    expect(toasts).toHaveLength(1);
  });
});
