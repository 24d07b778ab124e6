import { createContext, useContext, type ReactNode } from 'react';
import type { Environment } from './environment';

const EnvironmentContext = createContext<Environment | null>(null);

/** Hands down the environment `main.tsx` detected once, to whatever offers or hides a download. */
export function EnvironmentProvider({
  environment,
  children,
}: {
  environment: Environment;
  children: ReactNode;
}) {
  return <EnvironmentContext.Provider value={environment}>{children}</EnvironmentContext.Provider>;
}

/** Where the app runs, as detected at start-up. */
export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment needs the App around it.');
  return environment;
}
