import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBER_TYPE,
  getsContractPrompts,
  isAgent,
  isRealMember,
  seesAnnouncementsTab,
  isTrial,
  memberTypeOf,
} from './member-type';

describe('member types', () => {
  it.each([0, 1, 2, '1'])('treats %j as a real member', (type) => {
    expect(isRealMember(type)).toBe(true);
    expect(isTrial(type)).toBe(false);
  });

  it.each([3, 4, 40, 99, -1])('treats %j as a free-trial account', (type) => {
    expect(isRealMember(type)).toBe(false);
    expect(isTrial(type)).toBe(true);
  });

  it.each([undefined, null, '', 'agent', 1.5, Number.NaN, {}])(
    'reads %j as the default trial type',
    (raw) => {
      expect(memberTypeOf(raw)).toBe(DEFAULT_MEMBER_TYPE);
      expect(isTrial(raw)).toBe(true);
    },
  );

  it('keeps contract prompts from types 4, 40, 41 and 42 only', () => {
    expect([0, 1, 2, 3, 5, 43].every(getsContractPrompts)).toBe(true);
    expect([4, 40, 41, 42].some(getsContractPrompts)).toBe(false);
    expect(getsContractPrompts(undefined)).toBe(false);
  });
});

describe('seesAnnouncementsTab', () => {
  it('is true for types 1 and 2 only, whatever form the type arrives in', () => {
    expect([0, 1, 2, '1', '2', 4, 40, undefined, 'x'].map(seesAnnouncementsTab)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [1, true],
    [2, true],
    ['2', true],
    [0, false],
    [4, false],
    [40, false],
    [undefined, false],
  ])('treats type %j as an agent: %s', (type, agent) => {
    expect(isAgent(type)).toBe(agent);
  });
});
