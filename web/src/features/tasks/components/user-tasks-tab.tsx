/** STUB: replaced by the tasks SPA work. */
export function UserTasksTab() {
  return <p>UserTasksTab</p>;
}
