/** The cipher's half: `rememberCredentials` and `recallCredentials`, in a chunk of their own. */
export const loadCredentials = () => import('./credentials');
