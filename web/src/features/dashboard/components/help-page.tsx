/** /dashboard/{companyId}/help: a placeholder, word for word (spec 000 §2, 001 §2). */
export function HelpPage() {
  return (
    <>
      <h1>Hjælp</h1>
      <p>Side mangler - BETA</p>
    </>
  );
}
