// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedValue, loadOnce } from '../../../../src/ui/kit/app/on-demand';
import { FormStack } from '../../../../src/ui/kit/forms/form-stack';
import type { FormRules } from '../../../../src/ui/kit/forms/form-rules';
import { renderWithIntl } from '../exam/intl-harness';

// The rules module as the network delivers it: each download either fails (offline) or brings the real module.
const network = { offline: false, imports: 0 };

describe('loadOnce', () => {
  it('downloads once for every caller and keeps the value', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve({ calls });
    };
    expect(loadedValue(load)).toBeNull();
    const [a, b] = await Promise.all([loadOnce(load), loadOnce(load)]);
    expect(await loadOnce(load)).toBe(a);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    expect(loadedValue(load)).toBe(a);
  });

  it('forgets a failed download, so the next caller tries again', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('rules');
    };
    await expect(loadOnce(load)).rejects.toThrow('offline');
    expect(loadedValue(load)).toBeNull();
    expect(await loadOnce(load)).toBe('rules');
    expect(calls).toBe(2);
  });
});

/** A fresh copy of the loader, with nothing downloaded yet, and a form that checks a phone number with it. */
async function freshLoader() {
  vi.resetModules();
  vi.doMock('../../../../src/ui/kit/forms/form-rules', async (importOriginal) => {
    network.imports += 1;
    if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const loader = await import('../../../../src/ui/kit/forms/use-form-rules');
  const { loadedValue: loaded } = await import('../../../../src/ui/kit/app/on-demand');
  function PhoneForm({ onValid }: { onValid: (phone: string) => void }) {
    const rules = loader.useFormRules();
    const [value, setValue] = useState('');
    const [error, setError] = useState('');
    const submit = () =>
      rules.run(({ checkPhone }: FormRules) => {
        const checked = checkPhone(value);
        if ('error' in checked) setError(checked.error);
        else onValid(checked.phone);
      });
    return (
      <FormStack onSubmit={submit} onFocus={rules.preload}>
        {rules.alert}
        <input aria-label="phone" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
        <p data-testid="error">{error}</p>
        <button type="submit">send</button>
      </FormStack>
    );
  }
  return { PhoneForm, isLoaded: () => loaded(loader.loadFormRules) !== null };
}

describe('useFormRules', () => {
  // Idle callbacks run when the test says the page is idle.
  let idle: (() => void)[] = [];
  beforeEach(() => {
    network.offline = false;
    network.imports = 0;
    idle = [];
    Object.assign(window, {
      requestIdleCallback: (task: () => void) => idle.push(task),
      cancelIdleCallback: () => undefined,
    });
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('survives a lost download: says so, keeps the input, and the next submit loads the rules and checks', async () => {
    const { PhoneForm, isLoaded } = await freshLoader();
    network.offline = true;
    const onValid = vi.fn();
    renderWithIntl(<PhoneForm onValid={onValid} />, 'en');
    const input = screen.getByLabelText<HTMLInputElement>('phone');
    fireEvent.change(input, { target: { value: ' 13800000001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again later');
    expect(input.value).toBe(' 13800000001 ');
    expect(onValid).not.toHaveBeenCalled();
    expect(isLoaded()).toBe(false);

    network.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('13800000001'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.value).toBe(' 13800000001 ');
    expect(network.imports).toBe(2);
  });

  it('runs only the latest check when submitted twice while the rules are on their way', async () => {
    const { PhoneForm } = await freshLoader();
    const onValid = vi.fn();
    renderWithIntl(<PhoneForm onValid={onValid} />, 'en');
    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    await act(() => new Promise((settle) => setTimeout(settle, 20)));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(network.imports).toBe(1);
  });

  it('starts loading when the page is idle or a field is focused, once for every form, then checks at once', async () => {
    const { PhoneForm, isLoaded } = await freshLoader();
    renderWithIntl(
      <>
        <PhoneForm onValid={() => undefined} />
        <PhoneForm onValid={() => undefined} />
      </>,
      'en',
    );
    const [first] = screen.getAllByLabelText<HTMLInputElement>('phone');
    expect(network.imports).toBe(0);
    fireEvent.focus(first!);
    act(() => idle.forEach((task) => task()));
    await waitFor(() => expect(isLoaded()).toBe(true));
    expect(network.imports).toBe(1);

    fireEvent.change(first!, { target: { value: '12345' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'send' })[0]!);
    // Loaded: the check runs within the submit itself, as it did before the rules were split off.
    expect(screen.getAllByTestId('error')[0]?.textContent).toBe('rule.phone.invalid');
  });
});
