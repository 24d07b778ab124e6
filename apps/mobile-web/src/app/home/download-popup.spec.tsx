import { locationText, renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from '../environment';
import { DownloadPopup } from './download-popup';

const kit = setUpScreenTests({
  namespaces: [],
  wrap: ({ children }: { children: ReactNode }) => <NoticeProvider>{children}</NoticeProvider>,
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36';
const environment = detectEnvironment({
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standaloneMedia: false,
  navigatorStandalone: false,
  hasNativeBridge: false,
  webClipFlag: false,
});

function OpenedPopup() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <DownloadPopup open={open} onClose={() => setOpen(false)} environment={environment} />
      <output aria-label="popup">{open ? 'open' : 'closed'}</output>
    </>
  );
}

const renderPopup = () =>
  renderScreen(<OpenedPopup />, {
    kit,
    session: 'guest',
    site: { resources: [{ resourceType: 'Android', url: 'http://gateway.test/mweb.apk' }] },
  });

afterEach(() => vi.restoreAllMocks());

describe('the download popup', () => {
  it("offers the download in the phone's own browser", () => {
    renderPopup();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(locationText()).toBe('/home');
  });

  it("closes and sends a player in another app's browser to the outer-app screen", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${ANDROID} Instagram 320.0.2.24.105`);
    const onClose = vi.fn();
    renderScreen(<DownloadPopup open onClose={onClose} environment={environment} />, {
      kit,
      session: 'guest',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(locationText()).toBe('/outerApp');
  });
});
