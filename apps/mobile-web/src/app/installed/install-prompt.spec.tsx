import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, showInstallPrompt, useInstallPromptReady } from './install-prompt';

/** Chromium's install prompt, answered with `outcome`. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
}

function Offer() {
  return <p>{useInstallPromptReady() ? 'install offered' : 'nothing to install'}</p>;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  window.dispatchEvent(new Event('appinstalled'));
});

describe('the install prompt', () => {
  it('keeps the browser from showing it, and offers it until it is used', async () => {
    stop = captureInstallPrompt();
    render(<Offer />);
    expect(screen.getByText('nothing to install')).toBeInTheDocument();

    const prompt = installPrompt('accepted');
    act(() => {
      window.dispatchEvent(prompt);
    });
    expect(prompt.defaultPrevented).toBe(true);
    expect(screen.getByText('install offered')).toBeInTheDocument();

    let installed = false;
    await act(async () => {
      installed = await showInstallPrompt();
    });
    expect(prompt.prompt).toHaveBeenCalledOnce();
    expect(installed).toBe(true);
    expect(screen.getByText('nothing to install')).toBeInTheDocument();
  });

  it('says so when the player dismisses it', async () => {
    stop = captureInstallPrompt();
    window.dispatchEvent(installPrompt('dismissed'));
    expect(await showInstallPrompt()).toBe(false);
    expect(await showInstallPrompt()).toBe(false);
  });

  it('forgets the prompt once the app is installed another way', () => {
    stop = captureInstallPrompt();
    render(<Offer />);
    act(() => {
      window.dispatchEvent(installPrompt('accepted'));
    });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByText('nothing to install')).toBeInTheDocument();
  });
});
