// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The frame itself (header, footer, their reads) is not under test: a stand-in shows where it is drawn.
const FRAME = '../../../../src/ui/kit/layout/portal-layout';
const state = { imports: 0 };
const standIn = () => {
  state.imports += 1;
  return {
    PortalLayout: ({ children }: { children: ReactNode }) => <div data-testid="frame">{children}</div>,
  };
};

async function freshFrameModule() {
  vi.resetModules();
  return import('../../../../src/ui/kit/layout/portal-frame');
}

describe('portal frame on demand', () => {
  beforeEach(() => {
    state.imports = 0;
    vi.doMock(FRAME, standIn);
  });

  it('loads the frame once for every caller', async () => {
    const { loadPortalFrame } = await freshFrameModule();
    const [a, b] = await Promise.all([loadPortalFrame(), loadPortalFrame()]);
    expect(a).toBe(b);
    expect(await loadPortalFrame()).toBe(a);
    expect(state.imports).toBe(1);
  });

  it('draws a page inside an already loaded frame on the first render, without the pending view', async () => {
    const { loadPortalFrame, PortalFrame } = await freshFrameModule();
    await loadPortalFrame();
    // A synchronous render: had the frame suspended, the fallback would be what is on screen now.
    act(() => {
      render(
        <Suspense fallback={<p>pending</p>}>
          <PortalFrame>
            <h1>page</h1>
          </PortalFrame>
        </Suspense>,
      );
    });
    expect(screen.queryByText('pending')).toBeNull();
    expect(screen.getByTestId('frame').contains(screen.getByRole('heading', { name: 'page' }))).toBe(true);
  });

  it('waits for a frame not loaded yet, then draws it', async () => {
    const { PortalFrame } = await freshFrameModule();
    render(
      <Suspense fallback={<p>pending</p>}>
        <PortalFrame>
          <h1>page</h1>
        </PortalFrame>
      </Suspense>,
    );
    expect(screen.getByText('pending')).toBeInstanceOf(HTMLElement);
    const frame = await screen.findByTestId('frame');
    expect(frame.contains(screen.getByRole('heading', { name: 'page' }))).toBe(true);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const { loadPortalFrame } = await freshFrameModule();
    vi.doMock(FRAME, () => {
      throw new Error('chunk failed to load');
    });
    await expect(loadPortalFrame()).rejects.toThrow();
    // The network is back: the module that failed is asked for again.
    vi.resetModules();
    vi.doMock(FRAME, standIn);
    const frame = await loadPortalFrame();
    expect(typeof frame).toBe('function');
    expect(state.imports).toBe(1);
  });
});
