import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '#domain/shared/time';
import { invitationExpiry, type Invitation } from '../../../lib/invitations/invitation';
import { roleLabels } from '#domain/shared/roles';
import { colors, radius, shadow, space } from '../../../lib/theme';

interface Props {
  invitation: Invitation;
  accepting: boolean;
  busy: boolean;
  onAccept: () => void;
  onDelete: () => void;
}

export function InvitationCard({ invitation, accepting, busy, onAccept, onDelete }: Props) {
  const company = invitation.companyName ?? 'En virksomhed';
  const headingId = useId();
  return (
    <li
      css={{
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        boxShadow: shadow,
        padding: space(5),
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: '1.25rem' }}>
          {company}
        </h3>
        <Badge color="slate">{roleLabels[invitation.type] ?? invitation.type}</Badge>
      </div>
      <p css={{ margin: `${space(2)} 0 0` }}>
        {company} har inviteret dig ({invitation.emailAddress}) som{' '}
        {(roleLabels[invitation.type] ?? invitation.type).toLowerCase()}.
      </p>
      <p css={{ margin: `${space(1)} 0 0`, color: colors.muted, fontSize: '0.9375rem' }}>
        Sendt {formatDate(invitation.date)} · Udløber {formatDate(invitationExpiry(invitation))}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(4) }}>
        <Button loading={accepting} disabled={busy && !accepting} onClick={onAccept} aria-describedby={headingId}>
          Acceptér invitationen
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDelete} aria-describedby={headingId}>
          Slet
        </Button>
      </div>
    </li>
  );
}
