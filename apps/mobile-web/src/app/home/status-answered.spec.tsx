import { contentApi } from '@mweb/api-client';
import { recordRequests, renderScreen, setUpScreenTests } from '@mweb/api-client/screen-tests';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusGate } from '../status-gate';
import { useStatusAnswered } from './status-answered';

const kit = setUpScreenTests({ namespaces: [] });

function Answered() {
  return <p>{useStatusAnswered() ? 'answered' : 'waiting'}</p>;
}

const statusCalls = (requests: URL[]) =>
  requests.filter((url) => url.pathname.endsWith('/system/status'));

describe('whether the status has answered', () => {
  it('turns true everywhere once the status gate’s one call answers', async () => {
    const requests = recordRequests(kit.server);
    renderScreen(
      <StatusGate>
        <Answered />
        <Answered />
      </StatusGate>,
      { kit, session: 'guest' },
    );
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    expect(await screen.findAllByText('answered')).toHaveLength(2);
    expect(statusCalls(requests)).toHaveLength(1);
  });

  it('asks for nothing itself: the gate above every page holds the call', () => {
    const { store } = renderScreen(<Answered />, { kit, session: 'guest' });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // The render's effects have run: a subscription would have started the call by now.
    expect(contentApi.endpoints.systemStatus.select()(store.getState()).isUninitialized).toBe(true);
  });
});
