/** STUB: replaced by the tasks SPA work. */
export function UserHistoryTab() {
  return <p>UserHistoryTab</p>;
}
