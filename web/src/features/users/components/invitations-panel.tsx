import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '#domain/shared/time';
import { invitationExpiry, type Invitation } from '../../../lib/invitations/invitation';
import { colors, radius, space } from '../../../lib/theme';
import { useDeleteInvitation } from '../api/company-invitations';

interface Props {
  id: string;
  companyId: string;
  invitations: Invitation[];
}

/** The company's pending invitations: name, e-mail, expiry and delete (spec 001 §2). */
export function InvitationsPanel({ id, companyId, invitations }: Props) {
  const { trigger: remove, pending } = useDeleteInvitation(companyId);
  const [toDelete, setToDelete] = useState<Invitation | null>(null);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={{
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        background: colors.surface,
        padding: space(5),
        marginBottom: space(6),
      }}
    >
      <h2 id={`${id}-heading`} css={{ marginTop: 0, fontSize: '1.25rem' }}>
        Afventende invitationer
      </h2>
      {invitations.length === 0 ? (
        <p css={{ margin: 0 }}>Der er ingen afventende invitationer.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: space(3),
                padding: `${space(3)} 0`,
                borderTop: `1px solid ${colors.border}`,
              }}
            >
              <div css={{ minWidth: 0, flex: '1 1 16rem' }}>
                <p css={{ margin: 0, fontWeight: 700 }}>{invitation.name}</p>
                <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{invitation.emailAddress}</p>
                <p css={{ margin: 0, color: colors.muted, fontSize: '0.9375rem' }}>
                  Udløber {formatDate(invitationExpiry(invitation))}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={pending}
                aria-label={`Slet invitationen til ${invitation.name}`}
                onClick={() => setToDelete(invitation)}
              >
                Slet
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Slet invitationen?"
        confirmLabel="Slet invitationen"
        busy={pending}
        onConfirm={() => toDelete && remove(toDelete)}
        onClose={() => setToDelete(null)}
      >
        <p>
          Invitationen til <strong>{toDelete?.name}</strong> ({toDelete?.emailAddress}) holder op med at virke. Du kan
          invitere personen igen senere.
        </p>
      </ConfirmDialog>
    </section>
  );
}
