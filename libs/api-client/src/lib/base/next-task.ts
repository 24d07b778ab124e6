/** A MessagePort as Node has it too: there an open port with a listener keeps the process alive. */
type Port = MessagePort & { ref?: () => void; unref?: () => void };

/** The waiters of `nextTask`, oldest first: each message on the channel wakes one. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Resolves in a task of its own, after everything the current task has queued (its microtasks
 * included). The app's boot runs its steps so, and every gateway call is sent so: a phone's main
 * thread is then never held for the whole boot at once, nor for a render's effects and all the
 * calls they start, and a tap or a frame can come between two steps.
 *
 * A message rather than a timer: a page opened in a background tab gets its timers slowed to one
 * a second, and the boot would crawl; messages are not slowed. One channel serves every caller,
 * a message each, so each goes on in a task of its own, in the order they asked: a port pair made
 * and started per call cost the home page's first effects, which start a dozen calls, a few
 * milliseconds in Lighthouse's traces.
 */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    const receiver: Port = channel.port1;
    receiver.onmessage = () => {
      waiting.shift()?.();
      // Node: the process waits for a message only while someone does.
      if (waiting.length === 0) receiver.unref?.();
    };
  }
  (channel.port1 as Port).ref?.();
  channel.port2.postMessage(null);
  return new Promise((resolve) => waiting.push(resolve));
}
