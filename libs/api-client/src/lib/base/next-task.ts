/**
 * Resolves in a task of its own, after everything the current task has queued (its microtasks
 * included). The app's boot runs its steps so, and every gateway call is sent so: a phone's main
 * thread is then never held for the whole boot at once, nor for a render's effects and all the
 * calls they start, and a tap or a frame can come between two steps.
 *
 * A message rather than a timer: a page opened in a background tab gets its timers slowed to one
 * a second, and the boot would crawl; messages are not slowed.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
