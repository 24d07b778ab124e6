import type { Announcement } from '@mweb/api-contract';
import { CONTENT_ANNOUNCEMENTS } from '@mweb/api-contract/client';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../testing/create-test-store';
import { lazyResponseSchema } from './lazy-response-schema';
import type { Checked } from './standard-schema';
import { api } from './base-api';
import { callsFor } from './call-endpoint';

const ORIGIN = 'http://gateway.test';
const PATH = `${ORIGIN}${CONTENT_ANNOUNCEMENTS.path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the lazily loaded module offers: a check that keeps the first announcement only. */
interface Checks {
  firstOnly: (input: unknown) => Checked<Announcement[]>;
}
const checks: Checks = {
  firstOnly: (input) => ({ value: (input as Announcement[]).slice(0, 1) }),
};
const announcement = (id: number) => ({ id, title: `Notice ${id}` });

/** An endpoint whose check comes from `load`, declared as every endpoint is. */
function endpointChecking(load: () => Promise<Checks>) {
  const { callQuery } = callsFor(CONTENT_ANNOUNCEMENTS);
  return api.injectEndpoints({
    overrideExisting: true,
    endpoints: (build) => ({
      checkedLazily: callQuery(build, 'content.announcements', {
        responseSchema: lazyResponseSchema(load, (module, input) => module.firstOnly(input)),
      }),
    }),
  }).endpoints.checkedLazily;
}

const ARG = { types: 'B', platform: 'M', merchantCode: 'demo' } as const;
const storeFor = () =>
  createTestStore({ site: { gatewayOrigin: ORIGIN, merchantCode: 'demo' } }).store;

describe('a check loaded on demand', () => {
  it('starts downloading as its call is sent, before the answer arrives, and then checks it', async () => {
    const steps: string[] = [];
    let deliver: (module: Checks) => void = () => undefined;
    const loaded = new Promise<Checks>((done) => {
      deliver = done;
    });
    const load = vi.fn(() => {
      steps.push('check requested');
      return loaded;
    });
    let answered: () => void = () => undefined;
    const answerSent = new Promise<void>((done) => {
      answered = done;
    });
    server.use(
      http.get(PATH, () => {
        steps.push('call reached the gateway');
        answered();
        return HttpResponse.json({ success: true, value: [announcement(1), announcement(2)] });
      }),
    );
    const endpoint = endpointChecking(load);
    const store = storeFor();

    const pending = store.dispatch(endpoint.initiate(ARG));
    await answerSent;
    expect(steps).toEqual(['check requested', 'call reached the gateway']);
    deliver(checks);
    const result = await pending;

    expect(result.data).toEqual([announcement(1)]);
    expect(load).toHaveBeenCalled();
  });

  it('makes its call an error when the check cannot be downloaded, and leaves nothing unhandled', async () => {
    server.use(
      http.get(PATH, () => HttpResponse.json({ success: true, value: [announcement(1)] })),
    );
    const endpoint = endpointChecking(() => Promise.reject(new Error('The chunk did not load.')));
    const store = storeFor();
    // RTK Query reports a check that throws on the console; that report is expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const result = await store.dispatch(endpoint.initiate(ARG));

    expect(result.data).toBeUndefined();
    expect(result.isError).toBe(true);
    expect(String(report.mock.calls[0]?.[0])).toContain('checkedLazily');
    report.mockRestore();
  });
});
