import { hasAppHistory, nativeBridge, useScreenPath, type BridgeHost } from '@mweb/api-client';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The wrapper's back (its hardware or gesture back, sent over the bridge): one step back in the
 * app's history, home when there is none, and from home the wrapper is told there is nothing left
 * (it may close). Inert in a plain browser, which has its own back.
 */
export function useNativeBack(host?: BridgeHost) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = useScreenPath('home');
  useEffect(() => {
    const bridge = nativeBridge(host);
    return bridge.onCommand(() => {
      if (hasAppHistory()) void navigate(-1);
      else if (pathname !== home) void navigate(home);
      else bridge.post({ type: 'back' });
    });
  }, [host, navigate, pathname, home]);
}
