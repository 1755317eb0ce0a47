/** STUB: replaced by the tasks SPA work. */
export function UserDashboardPage() {
  return <p>UserDashboardPage</p>;
}
