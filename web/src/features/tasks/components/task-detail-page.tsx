/** STUB: replaced by the tasks SPA work. */
export function TaskDetailPage() {
  return <p>TaskDetailPage</p>;
}
