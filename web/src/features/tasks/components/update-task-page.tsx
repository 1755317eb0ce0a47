/** STUB: replaced by the tasks SPA work. */
export function UpdateTaskPage() {
  return <p>UpdateTaskPage</p>;
}
