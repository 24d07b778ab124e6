import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment, type Environment } from '../environment';
import { EnvironmentProvider } from '../environment-context';
import { AppDownloadPage } from './app-download-page';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile/15E148 Safari/604.1';

const environmentOf = (userAgent: string, standalone = false): Environment =>
  detectEnvironment({
    userAgent,
    maxTouchPoints: 5,
    standaloneMedia: standalone,
    navigatorStandalone: false,
    hasNativeBridge: false,
    webClipFlag: false,
  });

let environment = environmentOf(ANDROID);
const kit = setUpScreenTests({
  namespaces: [],
  wrap: ({ children }: { children: ReactNode }) => (
    <EnvironmentProvider environment={environment}>
      <NoticeProvider>{children}</NoticeProvider>
    </EnvironmentProvider>
  ),
});

const resources = [
  { resourceType: 'Android', url: `${GATEWAY}/downloads/mweb.apk` },
  { resourceType: 'IOS', url: `${GATEWAY}/downloads/mweb.ipa` },
  { resourceType: 'MOBILECONFIG', url: `${GATEWAY}/downloads/mweb.mobileconfig` },
  { resourceType: 'AppDownloadIcon', url: '/icons/app.png' },
];

const renderAt = (userAgent: string, standalone = false) => {
  environment = environmentOf(userAgent, standalone);
  return renderScreen(<AppDownloadPage />, {
    kit,
    route: '/m/app',
    path: '/app',
    session: 'guest',
    site: { resources, imageCdn: 'https://cdn.example' },
  });
};

afterEach(() => vi.restoreAllMocks());

describe('/m/app', () => {
  it("sends a player in another app's browser to the outer-app screen instead", () => {
    const facebook = `${ANDROID} [FB_IAB/FB4A;FBAV/450.0.0.45.109;]`;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(facebook);
    renderAt(facebook);
    expect(locationText()).toBe('/outerApp');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("puts Android's guide first on Android and downloads its package through the URL policy", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { container } = renderAt(ANDROID);
    const guides = screen.getAllByRole('region');
    expect(guides.map((guide) => guide.getAttribute('aria-labelledby'))).toEqual([
      'download-guide-android',
      'download-guide-ios',
    ]);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/icons/app.png',
    );
    await userEvent.click(
      within(guides[0] ?? document.body).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `${GATEWAY}/downloads/mweb.apk`,
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('offers iOS its app and its web-clip profile first in Safari', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt(IOS_SAFARI);
    const [ios = document.body] = screen.getAllByRole('region');
    expect(within(ios).getByRole('heading', { name: 'iOS' })).toBeVisible();
    expect(within(ios).getByText('Choose Add to Home Screen.')).toBeVisible();
    await userEvent.click(within(ios).getByRole('button', { name: 'Home screen profile' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `${GATEWAY}/downloads/mweb.mobileconfig`,
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('tells iOS outside Safari to use Safari instead of starting the download', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt(IOS_CHROME);
    const [ios = document.body] = screen.getAllByRole('region');
    await userEvent.click(within(ios).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(/Please use Safari for download App\./)).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('says the app is installed already in an installed web app', () => {
    renderAt(ANDROID, true);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText('The app is installed on this device.')).toBeVisible();
  });
});
