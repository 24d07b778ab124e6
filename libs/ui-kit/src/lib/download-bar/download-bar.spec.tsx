import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadBar } from './download-bar';

describe('DownloadBar', () => {
  it('invites to download, and can be closed', async () => {
    const onDownload = vi.fn();
    const onClose = vi.fn();
    render(
      <DownloadBar
        text="Install the app"
        actionLabel="Download"
        closeLabel="Hide the download bar"
        onDownload={onDownload}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Install the app' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide the download bar' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
