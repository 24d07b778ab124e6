import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BASENAME, routes } from './routes';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { basename: BASENAME, initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the route table', () => {
  it.each(['/m', '/m/', '/m/home', '/m/index', '/m/index.html'])(
    'shows the home page at %s',
    async (url) => {
      const router = renderAt(url);
      expect(await screen.findByRole('main', { name: 'mweb' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/m/home');
    },
  );

  it('sends an unknown path to home', async () => {
    const router = renderAt('/m/no/such/screen?x=1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
