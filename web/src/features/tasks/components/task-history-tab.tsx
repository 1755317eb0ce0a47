/** STUB: replaced by the tasks SPA work. */
export function TaskHistoryTab() {
  return <p>TaskHistoryTab</p>;
}
