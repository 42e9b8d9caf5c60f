// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredPanel, preloadOnIntent } from '../../../../src/ui/kit/app/deferred-panel';
import { loadedValue } from '../../../../src/ui/kit/app/on-demand';
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
