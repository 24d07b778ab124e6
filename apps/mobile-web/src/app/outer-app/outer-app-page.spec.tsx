import { locationText, renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OuterAppPage, type OuterAppWindow } from './outer-app-page';

const kit = setUpScreenTests({
  namespaces: [],
  wrap: ({ children }: { children: ReactNode }) => <NoticeProvider>{children}</NoticeProvider>,
});

const ANDROID_FACEBOOK =
  'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.45.109;]';
const IOS_LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.20.0';

function outsideOf(userAgent: string, clipboard?: OuterAppWindow['clipboard']) {
  return {
    origin: 'https://demo.example',
    userAgent,
    clipboard,
    go: vi.fn<(url: string) => void>(),
  };
}

const renderOuterApp = (outside: OuterAppWindow) =>
  renderScreen(<OuterAppPage outside={outside} />, {
    kit,
    route: '/m/outerApp',
    path: '/outerApp',
    session: 'guest',
  });

describe('/m/outerApp', () => {
  it("explains what does not work here and shows the site's address", () => {
    renderOuterApp(outsideOf(ANDROID_FACEBOOK));
    expect(screen.getByText(/work only in your phone's own browser/)).toBeInTheDocument();
    expect(screen.getByText('https://demo.example/m/')).toBeInTheDocument();
  });

  it('copies the link with the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    renderOuterApp(outsideOf(ANDROID_FACEBOOK, { writeText }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://demo.example/m/');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says how to copy by hand when there is no clipboard, or it refuses', async () => {
    renderOuterApp(outsideOf(ANDROID_FACEBOOK));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Press and hold the address/)).toBeInTheDocument();
  });

  it("opens Chrome through an intent on Android, built from the site's origin", async () => {
    const outside = outsideOf(ANDROID_FACEBOOK);
    renderOuterApp(outside);
    expect(screen.queryByRole('heading', { name: 'Open in Safari' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open in browser' }));
    expect(outside.go).toHaveBeenCalledWith(
      'intent://demo.example/m/#Intent;scheme=https;package=com.android.chrome;end',
    );
  });

  it('gives the steps to Safari on iOS instead', () => {
    renderOuterApp(outsideOf(IOS_LINE));
    expect(screen.getByRole('heading', { name: 'Open in Safari' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Open in browser' })).not.toBeInTheDocument();
  });

  it('lets the player continue here, home when opened directly', async () => {
    renderOuterApp(outsideOf(IOS_LINE));
    await userEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    expect(locationText()).toBe('/home');
  });
});
