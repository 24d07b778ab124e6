// Android's install prompt (Chromium's `beforeinstallprompt`): held back when the browser offers
// it, so that the app's own download offers (bar, header button, popup) can show it on a tap.
import { useSyncExternalStore } from 'react';

/** The event Chromium sends when the app may be installed (not in the DOM's types yet). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPrompt(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function hold(event: InstallPromptEvent | null) {
  held = event;
  for (const listener of listeners) listener();
}

/** Starts holding the browser's install prompt; returns the function that stops it. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    if (!isInstallPrompt(event)) return;
    // Not the browser's own mini bar: the app offers the install where it offers the download.
    event.preventDefault();
    hold(event);
  };
  const onInstalled = () => hold(null);
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the held prompt (a prompt can be shown once); true when the player installed. */
export async function showInstallPrompt(): Promise<boolean> {
  const prompt = held;
  if (!prompt) return false;
  hold(null);
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  return outcome === 'accepted';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser has offered to install the app and the prompt is waiting for a tap. */
export function useInstallPromptReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => held !== null,
    () => false,
  );
}
