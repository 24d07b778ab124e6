/** The type the platform gives when it does not say: a free-trial account. */
export const DEFAULT_MEMBER_TYPE = 4;

/** Types 0, 1 and 2 are real member or agent accounts; every other value is a free-trial account. */
const REAL_MEMBER_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);

/** Types that never receive agent contract prompts. */
const NO_CONTRACT_PROMPT_TYPES: ReadonlySet<number> = new Set([4, 40, 41, 42]);

/**
 * Reads a member type as the gateway sends it (a number, a numeric string, or nothing) and falls
 * back to the trial type, so that a missing or garbled value never grants a real member's rights.
 */
export function memberTypeOf(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) ? value : DEFAULT_MEMBER_TYPE;
}

/** A real member or agent account (types 0, 1, 2): deposits, member centre, inbox and chat. */
export function isRealMember(type: unknown): boolean {
  return REAL_MEMBER_TYPES.has(memberTypeOf(type));
}

/** A free-trial account: anything that is not a real member. */
export function isTrial(type: unknown): boolean {
  return !isRealMember(type);
}

/** Whether agent contract prompts may be shown to this type (not 4, 40, 41 or 42). */
export function getsContractPrompts(type: unknown): boolean {
  return !NO_CONTRACT_PROMPT_TYPES.has(memberTypeOf(type));
}

/** Agent accounts: the types the agent centre and the agent calls answer. */
const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2]);

/** Whether this type is an agent's (1 or 2): the agent centre, the downline and its rebates. */
export function isAgent(type: unknown): boolean {
  return AGENT_TYPES.has(memberTypeOf(type));
}

/** Types 1 and 2 have the announcements entry in the bottom menu (SPEC.md section 2). */
const ANNOUNCEMENT_TAB_TYPES: ReadonlySet<number> = new Set([1, 2]);

/** Whether the bottom menu's fourth entry is announcements for this type (1 or 2). */
export function seesAnnouncementsTab(type: unknown): boolean {
  return ANNOUNCEMENT_TAB_TYPES.has(memberTypeOf(type));
}
