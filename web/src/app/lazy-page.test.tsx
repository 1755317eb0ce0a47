import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_LOADING, page, preloadPages } from './lazy-page';

/**
 * Pages opened by their address: their code is fetched at start-up (`preloadPages`), and code that
 * has come renders at once, without the 'Henter siden…' status React.lazy would show first.
 */
const fetched: string[] = [];
const pageModule = (name: string) => async () => {
  fetched.push(name);
  return { Page: () => <h1>{name}</h1> };
};
const routes: RouteObject[] = [
  { path: '/a', element: page(pageModule('a'), 'Page') },
  { path: '/b', element: page(pageModule('b'), 'Page') },
];
const Routes = () => useRoutes(routes);
const show = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('pages fetched ahead', () => {
  it("shows 'Henter siden…' while a page's code has not come", () => {
    expect(show('/b')).toContain(PAGE_LOADING);
  });

  it('fetches only the code of the page the address shows, which then renders at once', async () => {
    fetched.length = 0;
    preloadPages(routes, '/a');
    await settle();
    expect(fetched).toEqual(['a']);
    expect(show('/a')).toContain('<h1>a</h1>');
  });
});
