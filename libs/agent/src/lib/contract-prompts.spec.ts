import { describe, expect, it } from 'vitest';
import { pendingContractPrompts } from './contract-prompts';

const allPending = { dailysalreqtype: '1', divtypecompperiodreq: 1, contracthoursalreq: true };

describe('pendingContractPrompts', () => {
  it('asks an agent for every contract the server reports pending, in order', () => {
    expect(
      pendingContractPrompts({ memberType: 1, agentPolicyEnabled: true, requests: allPending }),
    ).toEqual(['daily-salary', 'dividend', 'hourly-salary']);
  });

  it('asks nothing with AGENTPOLICY3 off', () => {
    expect(
      pendingContractPrompts({ memberType: 1, agentPolicyEnabled: false, requests: allPending }),
    ).toEqual([]);
  });

  it.each([4, 40, 41, 42])('asks nothing of member type %i', (memberType) => {
    expect(
      pendingContractPrompts({ memberType, agentPolicyEnabled: true, requests: allPending }),
    ).toEqual([]);
  });

  it('reads 0, "0", empty and missing flags as not pending', () => {
    const requests = { dailysalreqtype: 0, divtypecompperiodreq: '0', contracthoursalreq: '' };
    expect(pendingContractPrompts({ memberType: 2, agentPolicyEnabled: true, requests })).toEqual(
      [],
    );
    expect(
      pendingContractPrompts({ memberType: 2, agentPolicyEnabled: true, requests: null }),
    ).toEqual([]);
  });
});
