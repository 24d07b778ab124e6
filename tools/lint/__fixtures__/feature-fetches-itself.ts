// In a feature: calling the gateway without api-client's endpoints.
export async function balanceOnOurOwn(): Promise<unknown> {
  const first = await fetch('/wps/relay/MCSFE_getBalance');
  const second = await window.fetch('/wps/relay/MCSFE_getBalance');
  const third = await globalThis.fetch('/wps/relay/MCSFE_getBalance');
  const request = new XMLHttpRequest();
  request.open('GET', '/wps/relay/MCSFE_getBalance');
  return [first, second, third, request];
}

// A query's refetch is the endpoint's own, and stays allowed.
export const again = (query: { refetch: () => void }) => query.refetch();
