/** STUB: replaced by the tasks SPA work. */
export function TasksPage() {
  return <p>TasksPage</p>;
}
