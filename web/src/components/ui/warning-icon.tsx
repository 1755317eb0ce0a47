/** A warning sign beside a 'Fejl' or a reading outside its limits: the finding is said in words too. */
export function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="1em" height="1em" css={{ flexShrink: 0 }}>
      <path d="M8 1.5 15 14.5H1Z" fill="currentColor" />
      <path d="M8 6v4.2" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" />
      <circle cx="8" cy="12.3" r="0.95" fill="#fff" />
    </svg>
  );
}
