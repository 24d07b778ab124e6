import { isAgent, isRealMember } from '@mweb/api-contract';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import type { Member } from '../gateway/register-call';

/** The caller's own member, for calls whose contract needs a token. */
export function requireMember(member: Member | undefined): Member {
  if (!member) throw notAvailable();
  return member;
}

/** Trial accounts may look but not act (SPEC.md section 6); each domain words the refusal its way. */
export function requireRealMember(member: Member | undefined, message: string): Member {
  if (!member || !isRealMember(member.type)) throw new GatewayError(403, 'free_reject', message);
  return member;
}

/** Agent calls answer only agents (member types 1 and 2). */
export function requireAgent(member: Member | undefined): Member {
  if (!member || !isAgent(member.type)) {
    throw new GatewayError(403, 'agent.only', 'Non-agents cannot use this function.');
  }
  return member;
}
