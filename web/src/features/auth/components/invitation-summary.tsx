import { formatDate } from '#domain/shared/time';
import { invitationExpiry } from '../../../lib/invitations/invitation';
import { roleLabels } from '#domain/shared/roles';
import { colors, radius, space } from '../../../lib/theme';
import type { InvitationDetails } from '../api/get-invitation';

/** Who is invited, to what, with which role, and until when. */
export function InvitationSummary({ invitation }: { invitation: InvitationDetails }) {
  const rows: [string, string][] = [
    ['Emailadresse', invitation.emailAddress],
    ['Rolle', roleLabels[invitation.type] ?? invitation.type],
    ['Udløber', formatDate(invitationExpiry(invitation))],
  ];
  return (
    <>
      <p>
        Du er inviteret til at bruge Servicebogen sammen med <strong>{invitation.companyName}</strong>.
      </p>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${space(1)} ${space(4)}`,
          margin: `0 0 ${space(6)}`,
          padding: space(4),
          background: colors.page,
          borderRadius: radius,
          '& dt': { fontWeight: 600 },
          '& dd': { margin: 0, overflowWrap: 'anywhere' },
          '@media (max-width: 480px)': { gridTemplateColumns: '1fr', '& dd': { marginBottom: space(2) } },
        }}
      >
        {rows.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
