import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { BASENAME, routes } from './routes';

const router = createBrowserRouter(routes, { basename: BASENAME });

/** The whole app: one router over the route table. */
export function App() {
  return <RouterProvider router={router} />;
}
