/** The dictionary namespaces: one per feature lib, plus shared labels and server error messages. */
export const NAMESPACES = [
  'common',
  'auth',
  'games',
  'lottery',
  'wallet',
  'messages',
  'promotions',
  'agent',
  'safer-gambling',
  'errors',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The namespace `t` reads when a key names none. */
export const DEFAULT_NAMESPACE: Namespace = 'common';
