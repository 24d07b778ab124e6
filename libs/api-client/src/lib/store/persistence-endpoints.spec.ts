import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../testing/create-test-store';
import { answer } from '../../testing/gateway-handlers';
import { contentApi } from '../endpoints/content.api';

const ORIGIN = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the persistence listener and the endpoints', () => {
  it('keeps a fetched answer in storage, though the endpoint itself writes nothing', async () => {
    const templates = { mem_cen: '1', dep_func: '0' } as const;
    server.use(answer('content.templates', templates, ORIGIN));
    const { store, areas } = createTestStore({
      site: { gatewayOrigin: ORIGIN, merchantCode: 'demo', device: 'OTHERS' },
    });
    expect(areas.local?.getItem('setTemplate')).toBeNull();
    const result = await store.dispatch(contentApi.endpoints.templates.initiate());
    expect(result.data).toEqual(templates);
    expect(JSON.parse(areas.local?.getItem('setTemplate') ?? 'null')).toEqual(templates);
  });
});
