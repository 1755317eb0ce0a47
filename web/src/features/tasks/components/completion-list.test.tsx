import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Completion } from '../../../lib/tasks/types';
import { paths } from '../../../lib/paths';
import { CompletionList } from './completion-list';
import { HistoryTable } from './history-table';

/**
 * Deleted people read the same in every column (issue 13, decision 057 "Deleted people read the
 * same everywhere"): a responsible who left is 'en nu slettet ansvarlig', and the same person as
 * 'Udført af' is 'en nu slettet bruger', never their name next to the hidden one.
 */
const bo = { id: 'u1', name: 'Bo Ærø' };
const completion = (deleted: boolean): Completion => ({
  id: 'c1',
  task: { id: 't1', title: 'Smøring af pumpe', type: 'CYCLICAL' },
  equipment: null,
  locationId: 'l1',
  locationName: 'Kælder',
  finishedOn: '2027-01-04T10:00:00.000Z',
  deadline: '2026-12-29T22:00:00.000Z',
  late: true,
  lateness: 'forsinket 6 dage',
  responsible: { ...bo, deleted },
  completedBy: { ...bo, deleted },
  answers: [],
  followUps: [],
});
const text = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

const taskHistory = (c: Completion) =>
  text(
    renderToStaticMarkup(
      <MemoryRouter>
        <CompletionList
          completions={[c]}
          caption="Udførsler"
          empty="Ingen"
          dashboard={paths.dashboard('c1')}
          show="people"
          linkPeople
        />
      </MemoryRouter>,
    ),
  );
const companyHistory = (c: Completion) =>
  text(
    renderToStaticMarkup(
      <MemoryRouter>
        <HistoryTable
          completions={[c]}
          caption="Udførsler"
          empty="Ingen"
          dashboard={paths.dashboard('c1')}
          links
          showPlace
        />
      </MemoryRouter>,
    ),
  );

describe("a task's history (Ansvarlig, Udført af)", () => {
  test('names a person still in the company in both columns', () => {
    expect(taskHistory(completion(false)).match(/Bo Ærø/g)).toHaveLength(3); // Ansvarlig, the narrow-screen line, Udført af
  });

  test('names a deleted person by role in every column, never by name', () => {
    const shown = taskHistory(completion(true));
    expect(shown).not.toContain('Bo Ærø');
    expect(shown).toContain('en nu slettet ansvarlig');
    expect(shown.match(/en nu slettet bruger/g)).toHaveLength(2); // 'Udført af' column and its narrow-screen line
  });
});

test("the company's history names a deleted responsible 'en nu slettet ansvarlig', not by name", () => {
  const shown = companyHistory(completion(true));
  expect(shown).toContain('en nu slettet ansvarlig');
  expect(shown).not.toContain('Bo Ærø');
});
