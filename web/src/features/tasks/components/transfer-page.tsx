/** STUB: replaced by the tasks SPA work. */
export function TransferPage() {
  return <p>TransferPage</p>;
}
