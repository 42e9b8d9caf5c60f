// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from '../../../../src/ui/kit/media/avatar';
import { renderWithIntl } from '../exam/intl-harness';

describe('Avatar', () => {
  it('spells initials as Chakra does', () => {
    expect(initials('Lin Xiao')).toBe('LX');
    expect(initials('  林晓 ')).toBe('林');
    expect(initials('Anna Maria Berg')).toBe('AB');
  });

  it('shows the initials until the picture has loaded, and again when it fails', () => {
    const { container } = renderWithIntl(
      <Avatar.Root size="xs">
        <Avatar.Fallback name="Lin Xiao" />
        <Avatar.Image src="/a.png" alt="" />
      </Avatar.Root>,
      'en',
    );
    const image = container.querySelector('img') as HTMLImageElement;
    const fallback = screen.getByText('LX');
    expect(image.hidden).toBe(true);
    expect(fallback.hidden).toBe(false);
    fireEvent.load(image);
    expect(image.hidden).toBe(false);
    expect(fallback.hidden).toBe(true);
    fireEvent.error(image);
    expect(image.hidden).toBe(true);
    expect(fallback.hidden).toBe(false);
  });
});
