import { answer } from '@mweb/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY,
  locationText,
  renderScreen,
  setUpScreenTests,
} from '../../__fixtures__/render-screen';
import { ContractPrompts } from './contract-prompt';

const kit = setUpScreenTests();

const allPending = { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 };

function fundsAnswer(value: unknown) {
  kit.server.use(answer('contracts.fundsConsolidated', value, GATEWAY));
}

/** Whether the store has asked the funds call: it records a query as soon as it is sent. */
function askedFunds(store: { getState: () => { api: { queries: object } } }): boolean {
  return Object.keys(store.getState().api.queries).some((key) =>
    key.startsWith('fundsConsolidated'),
  );
}

function renderPrompts(memberType: number | null, flags = { AGENTPOLICY3: true }) {
  return renderScreen(<ContractPrompts />, {
    kit,
    path: '/home',
    route: '/m/home',
    memberType,
    flags,
  });
}

describe('the contract prompts', () => {
  it.each([0, 1, 2, 3, 5])('asks a member of type %i to sign a pending contract', async (type) => {
    kit.server.use(
      answer(
        'contracts.fundsConsolidated',
        { dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 },
        GATEWAY,
      ),
    );
    renderPrompts(type);
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('Daily salary contract');
    expect(prompt).toHaveTextContent('A contract is waiting for your signature.');
  });

  it.each([4, 40, 41, 42])('never asks type %i, nor calls the server', (type) => {
    fundsAnswer(allPending);
    const { store } = renderPrompts(type);
    expect(askedFunds(store)).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing of a guest', () => {
    fundsAnswer(allPending);
    const { store } = renderPrompts(null);
    expect(askedFunds(store)).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing with AGENTPOLICY3 off', () => {
    fundsAnswer(allPending);
    const { store } = renderPrompts(1, { AGENTPOLICY3: false });
    expect(askedFunds(store)).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing when no contract is pending', async () => {
    fundsAnswer({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    const { store } = renderPrompts(1);
    expect(askedFunds(store)).toBe(true);
    await waitFor(() =>
      expect(store.getState().api.queries['fundsConsolidated(undefined)']?.status).toBe(
        'fulfilled',
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers each pending contract in turn, and "Sign now" opens its screen', async () => {
    const user = userEvent.setup();
    fundsAnswer(allPending);
    renderPrompts(1);
    const first = await screen.findByRole('alertdialog');
    expect(first).toHaveTextContent('Daily salary contract');
    await user.click(within(first).getByRole('button', { name: 'Later' }));
    const second = await screen.findByRole('alertdialog');
    expect(second).toHaveTextContent('Dividend contract');
    await user.click(within(second).getByRole('button', { name: 'Sign now' }));
    await waitFor(() => expect(locationText()).toBe('/member/agent/getDevidendContract'));
  });
});
