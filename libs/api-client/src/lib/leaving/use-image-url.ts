import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../store/api-client-store';
import type * as UrlPolicyModule from './url-policy';

type PolicyModule = typeof UrlPolicyModule;

// The policy comes with its first picture, as `useLeaveApp` loads it with the first tap: the
// screens that show a server's picture (the side menu, the security centre) do not carry it.
let loaded: PolicyModule | undefined;
let loading: Promise<PolicyModule> | undefined;
const loadPolicy = () =>
  (loading ??= import('./url-policy').then((module) => {
    loaded = module;
    return module;
  }));

/**
 * A picture the server names (an avatar), under the one URL policy: its address where the policy
 * lets it load (`trustedImageUrl`), else undefined, and undefined until the policy is here; the
 * screen shows its generic icon meanwhile.
 */
export function useTrustedImageUrl(raw: unknown): string | undefined {
  const site = useAppSelector((state) => state.site);
  const [policy, setPolicy] = useState(loaded);
  useEffect(() => {
    if (policy || raw === undefined) return;
    let current = true;
    void loadPolicy().then((module) => {
      if (current) setPolicy(module);
    });
    return () => {
      current = false;
    };
  }, [policy, raw]);
  return useMemo(
    () => (policy ? policy.trustedImageUrl(raw, policy.imagePolicyOf(site)) : undefined),
    [policy, raw, site],
  );
}
