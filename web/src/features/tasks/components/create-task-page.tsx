/** STUB: replaced by the tasks SPA work. */
export function CreateTaskPage() {
  return <p>CreateTaskPage</p>;
}
