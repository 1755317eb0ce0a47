import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formatDate } from '#domain/shared/time';
import { aTask } from '../utils/task-fixture';
import { TaskTable } from './task-table';

/**
 * The rows' links are plain anchors (the table's one click handler follows them in the app), so
 * their addresses must be what react-router's `Link` would have made of the same paths.
 */
const render = (detailPath: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/dashboard/c1/tasks']}>
      <Routes>
        <Route
          path="/dashboard/:companyId/tasks"
          element={
            <TaskTable
              tasks={[aTask('t 1', { deadline: '2027-02-05T22:00:00.000Z', status: 'OVERDUE' })]}
              detailPath={detailPath}
              usersPath="/dashboard/c1/users"
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
    const html = render('/dashboard/c1/tasks');
    expect(html).toContain('href="/dashboard/c1/tasks/t%201"');
    expect(html).toContain('data-to="/dashboard/c1/tasks/t%201"');
    expect(html).toContain('href="/dashboard/c1/users/bo"');
  });

  it('resolve a relative detail path from the page, as Link would', () => {
    expect(render('list')).toContain('href="/dashboard/c1/tasks/list/t%201"');
  });

  it('write the deadline as formatDate does, and the status in words', () => {
    const html = render('/dashboard/c1/tasks');
    expect(html).toContain(`>${formatDate('2027-02-05T22:00:00.000Z')}<`);
    expect(html).toContain('>Forsinket<');
  });
});
