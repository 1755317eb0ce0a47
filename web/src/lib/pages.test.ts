import { joinPages, nextPage, withCursor } from './pages';

const headers = (link?: string) => ({ headers: new Headers(link ? { link } : {}) });

describe('a list read page by page (decision 136 "Large answers: compressed in the function, lists by the page")', () => {
  test('an object answer names its next page in `next`; null or none ends the list', () => {
    expect(nextPage({ tasks: [], next: 'abc' }, headers())).toBe('abc');
    expect(nextPage({ tasks: [], next: null }, headers())).toBeNull();
    expect(nextPage({ tasks: [] }, headers())).toBeNull();
  });

  test('a bare array names it in a Link header', () => {
    expect(nextPage([], headers('</api/historic_completions?companyId=c&cursor=WyJ4Il0>; rel="next"'))).toBe('WyJ4Il0');
    expect(nextPage([], headers())).toBeNull();
  });

  test('the next page is asked for with the same query and the cursor', () => {
    expect(withCursor('task?companyId=c', 'n1')).toBe('task?companyId=c&cursor=n1');
    expect(withCursor('task?companyId=c&cursor=n1', 'n2')).toBe('task?companyId=c&cursor=n2');
    expect(withCursor('locations', 'n')).toBe('locations?cursor=n');
  });

  test('pages join into one answer: the rows in order, the last page’s `next`', () => {
    expect(joinPages({ tasks: [1, 2], next: 'a' }, { tasks: [3], next: null })).toEqual({
      tasks: [1, 2, 3],
      next: null,
    });
    expect(joinPages([1], [2, 3])).toEqual([1, 2, 3]);
  });
});
