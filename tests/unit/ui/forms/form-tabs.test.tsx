// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormTabs } from '../../../../src/ui/kit/forms/form-tabs';
import { renderWithIntl } from '../exam/intl-harness';

type Method = 'password' | 'sms' | 'qr';

function Methods() {
  const [value, setValue] = useState<Method>('password');
  return (
    <FormTabs
      value={value}
      onChange={setValue}
      label="Sign-in methods"
      tabs={[
        { value: 'password', label: 'Password' },
        { value: 'sms', label: 'SMS code' },
        { value: 'qr', label: 'QR code' },
      ]}
      panels={{
        password: <input aria-label="Phone" />,
        sms: <p>SMS form</p>,
        qr: <p>QR form</p>,
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const shown = () => screen.getByRole('tabpanel');

afterEach(cleanup);

describe('FormTabs', () => {
  it('names the list, links each tab to its panel and shows only the chosen panel', () => {
    renderWithIntl(<Methods />);
    expect(screen.getByRole('tablist', { name: 'Sign-in methods' })).toBeInstanceOf(HTMLElement);
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
    expect(tab('SMS code').getAttribute('aria-selected')).toBe('false');
    expect(shown().id).toBe(tab('Password').getAttribute('aria-controls'));
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toBe(shown());
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('keeps only the chosen tab in the focus order', () => {
    renderWithIntl(<Methods />);
    expect(tab('Password').tabIndex).toBe(0);
    expect(tab('SMS code').tabIndex).toBe(-1);
    fireEvent.click(tab('QR code'));
    expect(tab('QR code').tabIndex).toBe(0);
    expect(tab('Password').tabIndex).toBe(-1);
    expect(shown().textContent).toBe('QR form');
  });

  it('moves and chooses with the arrow keys, Home and End, wrapping at the ends', () => {
    renderWithIntl(<Methods />);
    tab('Password').focus();
    fireEvent.keyDown(tab('Password'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('SMS code'));
    expect(shown().textContent).toBe('SMS form');
    fireEvent.keyDown(tab('SMS code'), { key: 'End' });
    expect(document.activeElement).toBe(tab('QR code'));
    fireEvent.keyDown(tab('QR code'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Password'));
    fireEvent.keyDown(tab('Password'), { key: 'ArrowLeft' });
    expect(shown().textContent).toBe('QR form');
    fireEvent.keyDown(tab('QR code'), { key: 'Home' });
    expect(shown().textContent).toBe('');
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps what was typed in a panel while another tab is shown', () => {
    renderWithIntl(<Methods />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '13800000001' } });
    fireEvent.click(tab('SMS code'));
    fireEvent.click(tab('Password'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' }).value).toBe('13800000001');
  });
});
