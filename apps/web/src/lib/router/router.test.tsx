// The app's router: matching, loaders and their redirects, lazy screens with the old screen kept meanwhile, the
// history (back, the first entry's key), links, the error element, and which navigation wins.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  Link,
  matchRoutes,
  Outlet,
  redirect,
  RouterProvider,
  useLocation,
  useNavigation,
  useParams,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from '.';

function Where() {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <output data-testid="where" data-state={navigation.state} data-key={location.key}>
      {location.pathname + location.search}
    </output>
  );
}

function Item() {
  return <p>item {useParams().id}</p>;
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">failed: {error instanceof Error ? error.message : String(error)}</p>;
}

const layout = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <>
        <Where />
        <Outlet />
      </>
    ),
    errorElement: <Failure />,
    children,
  },
];

const where = () => screen.getByTestId('where');

describe('matchRoutes', () => {
  const routes = layout([
    { path: '/shop/item/:id', element: null },
    { path: '/shop/:collectionId', element: null },
    { path: '/items/:id/repair/:repairId', element: null },
    { path: '*', element: null },
  ]);
  it('takes the first route in table order, with its decoded params', () => {
    expect(matchRoutes(routes, '/shop/item/a%20b')?.at(-1)?.params).toEqual({ id: 'a b' });
    expect(matchRoutes(routes, '/shop/c1')?.at(-1)?.route.path).toBe('/shop/:collectionId');
    expect(matchRoutes(routes, '/items/1/repair/2/')?.at(-1)?.params).toEqual({ id: '1', repairId: '2' });
    expect(matchRoutes(routes, '/nowhere/at/all')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/shop/item/1')).toHaveLength(2);
  });
});

describe('router', () => {
  it('shows a route without loader or lazy code at once', () => {
    const router = createMemoryRouter(layout([{ path: '/items/:id', element: <Item /> }]), {
      initialEntries: ['/items/7'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('item 7')).toBeInTheDocument();
    expect(where().dataset.key).toBe('default');
  });

  it('follows a loader’s redirect, replacing the entry, on the first load and on a navigation', async () => {
    const router = createMemoryRouter(
      layout([
        { path: '/private', loader: () => redirect('/login?next=%2Fprivate'), element: <p>private</p> },
        { path: '/login', element: <p>login</p> },
        { path: '/', element: <p>home</p> },
      ]),
      { initialEntries: ['/private'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/login?next=%2Fprivate');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/private'));
    expect(where()).toHaveTextContent('/login?next=%2Fprivate');
    // the redirect replaced /private: back goes to the home page
    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(where()).toHaveTextContent(/^\/$/);
  });

  it('keeps the old screen, marked loading, until the new one’s code and loader are there', async () => {
    let arrive = () => {};
    const code = new Promise<{ Component: () => ReactElement }>((resolve) => {
      arrive = () => resolve({ Component: () => <p>gallery</p> });
    });
    const loader = vi.fn((_args: LoaderFunctionArgs) => null);
    const router = createMemoryRouter(
      layout([
        { path: '/gallery', loader, lazy: () => code },
        { path: '/', element: <p>home</p> },
      ]),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/gallery?x=1');
    });
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(where().dataset.state).toBe('loading');
    await act(async () => {
      arrive();
      await done;
    });
    expect(screen.getByText('gallery')).toBeInTheDocument();
    expect(where().dataset.state).toBe('idle');
    expect(loader.mock.calls[0]?.[0].request.url).toBe('http://localhost/gallery?x=1');
  });

  it('lets the last of two navigations win', async () => {
    let slow = () => {};
    const router = createMemoryRouter(
      layout([
        {
          path: '/slow',
          loader: () =>
            new Promise((resolve) => {
              slow = () => resolve(null);
            }),
          element: <p>slow</p>,
        },
        { path: '/fast', element: <p>fast</p> },
        { path: '/', element: <p>home</p> },
      ]),
    );
    render(<RouterProvider router={router} />);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = router.navigate('/slow');
    });
    await act(() => router.navigate('/fast'));
    await act(async () => {
      slow();
      await first;
    });
    expect(screen.getByText('fast')).toBeInTheDocument();
  });

  it('shows the error element when a screen’s code fails to load, with the error', async () => {
    const router = createMemoryRouter(
      layout([{ path: '/broken', lazy: () => Promise.reject(new Error('chunk missing')) }]),
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: chunk missing');
  });

  it('shows the error element when a screen throws while rendering', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const router = createMemoryRouter(layout([{ path: '/', element: <Broken /> }]));
    // React reports the caught error on the console; the boundary shows the route's error element
    vi.mocked(console.error).mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent('failed: render failed');
  });

  it('navigates on a link’s plain click, and leaves a modified click to the browser', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      layout([
        { path: '/items/:id', element: <Item /> },
        { path: '/', element: <Link to="/items/3">open</Link> },
      ]),
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'open' })).toHaveAttribute('href', '/items/3');
    await user.click(screen.getByRole('link', { name: 'open' }));
    expect(screen.getByText('item 3')).toBeInTheDocument();
    expect(where().dataset.key).not.toBe('default');
  });

  it('keeps the layout mounted from screen to screen', async () => {
    const mounted = vi.fn();
    function Layout() {
      useEffect(() => mounted(), []);
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          errorElement: <Failure />,
          children: [{ path: '/items/:id', element: <Item /> }],
        },
      ],
      { initialEntries: ['/items/1'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/items/2'));
    await act(() => router.navigate('/items/3?tab=history'));
    expect(screen.getByText('item 3')).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('goes back and forth through its entries', async () => {
    const router = createMemoryRouter(layout([{ path: '/items/:id', element: <Item /> }]), {
      initialEntries: ['/items/1', '/items/2'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('item 2')).toBeInTheDocument();
    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('item 1')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(where().dataset.key).toBe('default');
  });
});
