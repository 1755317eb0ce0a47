import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formatDate } from '#domain/shared/time';
import { paths } from '../../../lib/paths';
import { aTask } from '../utils/task-fixture';
import { TaskTable } from './task-table';

/**
 * The rows' links are plain anchors (the table's one click handler follows them in the app), so
 * their addresses must be what react-router's `Link` would have made of the same paths.
 */
const dashboard = paths.dashboard('c1');
const render = (from: { list?: boolean } = {}) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/dashboard/c1/tasks']}>
      <Routes>
        <Route
          path="/dashboard/:companyId/tasks"
          element={
            <TaskTable
              tasks={[aTask('t 1', { deadline: '2027-02-05T22:00:00.000Z', status: 'OVERDUE' })]}
              taskPath={(id) => dashboard.task(id, from)}
              userPath={dashboard.user}
              sort={null}
              onSort={() => undefined}
              caption="Opgaver"
              empty="Ingen data"
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('TaskTable rows', () => {
  it('link the title to the task and the responsible to the person, as Link would', () => {
    const html = render();
    expect(html).toContain('href="/dashboard/c1/tasks/t%201"');
    expect(html).toContain('data-to="/dashboard/c1/tasks/t%201"');
    expect(html).toContain('href="/dashboard/c1/users/bo"');
  });

  it('lead to the list branch of the task page from the list branch', () => {
    expect(render({ list: true })).toContain('href="/dashboard/c1/tasks/list/t%201"');
  });

  it('write the deadline as formatDate does, and the status in words', () => {
    const html = render();
    expect(html).toContain(`>${formatDate('2027-02-05T22:00:00.000Z')}<`);
    expect(html).toContain('>Forsinket<');
  });
});
