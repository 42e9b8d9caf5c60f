import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  leaveSignInWhenSignedIn,
  requireCompanyChoice,
  requireSignedIn,
} from '../../../src/ui/kit/navigation/session-guards';
import { demoSite, demoUser, startSession } from './app-harness';

function at(href: string): ParsedLocation {
  const [pathname = '/', search = ''] = href.split('?');
  return {
    href,
    pathname,
    searchStr: search ? `?${search}` : '',
    search: {},
    hash: '',
    state: {},
  } as unknown as ParsedLocation;
}

async function redirectOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isRedirect(error)) return error.options;
    throw error;
  }
  return null;
}

describe('route guards', () => {
  it('send a signed-out visitor to sign-in with the way back, and tell the session', async () => {
    const session = await startSession(demoSite);
    const options = await redirectOf(() => requireSignedIn({ session, location: at('/en/home?tab=2') }));
    expect(options).toMatchObject({
      to: '/{-$locale}/login',
      params: { locale: 'en' },
      search: { t: 'login', redirect: '/en/home?tab=2' },
    });
    expect(session.getSnapshot().context.returnTo).toBe('/en/home?tab=2');
  });

  it('let a signed-in user through', async () => {
    const session = await startSession(demoSite, undefined, demoUser);
    expect(await redirectOf(() => requireSignedIn({ session, location: at('/home') }))).toBeNull();
  });

  it('send a user without a company to the chooser', async () => {
    const session = await startSession(demoSite, undefined, { ...demoUser, enterpriseId: null });
    const options = await redirectOf(() => requireSignedIn({ session, location: at('/home') }));
    expect(options).toMatchObject({
      to: '/{-$locale}/company',
      params: { locale: undefined },
      search: { redirect: '/home' },
    });
  });

  it('hide the company chooser on a site bound to one company', async () => {
    const session = await startSession({ ...demoSite, eid: '11' }, undefined, demoUser);
    const options = await redirectOf(() => requireCompanyChoice({ session, location: at('/company') }));
    expect(options).toMatchObject({ to: '/{-$locale}/home' });
  });

  it('return a signed-in visitor of the sign-in page to a same-site page only', async () => {
    const session = await startSession(demoSite, undefined, demoUser);
    const back = await redirectOf(() =>
      leaveSignInWhenSignedIn({ session, location: at('/login'), redirectTo: '/en/home?x=1' }),
    );
    expect(back).toMatchObject({ href: '/en/home?x=1' });

    const hostile = await redirectOf(() =>
      leaveSignInWhenSignedIn({ session, location: at('/en/login'), redirectTo: '//evil.example/home' }),
    );
    expect(hostile).toMatchObject({ to: '/{-$locale}/home', params: { locale: 'en' } });
    expect(hostile).not.toHaveProperty('href');
  });

  it('leave a signed-out visitor on the sign-in page', async () => {
    const session = await startSession(demoSite);
    expect(
      await redirectOf(() =>
        leaveSignInWhenSignedIn({ session, location: at('/login'), redirectTo: '/home' }),
      ),
    ).toBeNull();
  });
});
