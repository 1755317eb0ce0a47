import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/spinner';
import type { Invitation } from '../../../lib/invitations/invitation';
import { useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeleteMyInvitation } from '../api/delete-my-invitation';
import { useMyInvitations } from '../api/get-my-invitations';
import { InvitationCard } from './invitation-card';

/** /profile/invitations: the person's pending invitations; each can be accepted or deleted. */
export function InvitationsTab() {
  const { user } = useSession();
  const { invitations, error } = useMyInvitations();
  const accepting = useAcceptInvitation(user!);
  const deleting = useDeleteMyInvitation();
  const [toDelete, setToDelete] = useState<Invitation | null>(null);

  if (!user) return null;
  if (error) {
    return (
      <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
        Dine invitationer kunne ikke hentes lige nu. Prøv igen om lidt.
      </p>
    );
  }
  if (!invitations) return <Loading label="Henter dine invitationer…" />;

  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitationer</h2>
      {invitations.length === 0 ? (
        <>
          <p css={{ fontWeight: 600 }}>Du har ingen invitationer.</p>
          <p>Når en virksomhed inviterer dig, vises invitationen her, så du kan acceptere den.</p>
        </>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}>
          {invitations.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              accepting={accepting.running?.id === invitation.id}
              busy={accepting.pending || deleting.pending}
              onAccept={() => accepting.trigger(invitation)}
              onDelete={() => setToDelete(invitation)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Slet invitationen?"
        confirmLabel="Slet invitationen"
        busy={deleting.pending}
        onConfirm={() => toDelete && deleting.trigger(toDelete)}
        onClose={() => setToDelete(null)}
      >
        <p>
          Invitationen fra <strong>{toDelete?.companyName ?? 'virksomheden'}</strong> slettes, og du kan ikke bruge den
          igen. Vil du være med senere, skal virksomheden invitere dig igen.
        </p>
      </ConfirmDialog>
    </section>
  );
}
