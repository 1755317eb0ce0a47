/** STUB: replaced by the tasks SPA work. */
export function TaskInfoTab() {
  return <p>TaskInfoTab</p>;
}
