import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '../../../lib/dates';
import { invitationExpiry, type Invitation } from '../../../lib/invitations';
import { colors, radius, space } from '../../../lib/theme';
import { useDeleteInvitation } from '../api/company-invitations';

const cell = { padding: `${space(2)} ${space(3)}`, textAlign: 'left', verticalAlign: 'middle' } as const;

interface Props {
  id: string;
  companyId: string;
  invitations: Invitation[];
}

/** The company's pending invitations: name, e-mail, expiry and delete (spec 001 §2). */
export function InvitationsPanel({ id, companyId, invitations }: Props) {
  const { remove, pending } = useDeleteInvitation(companyId);
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
        <div css={{ overflowX: 'auto' }}>
          <table css={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr css={{ borderBottom: `2px solid ${colors.text}` }}>
                <th scope="col" css={cell}>
                  Navn
                </th>
                <th scope="col" css={cell}>
                  Emailadresse
                </th>
                <th scope="col" css={cell}>
                  Udløber
                </th>
                <th scope="col" css={cell}>
                  <span css={{ position: 'absolute', left: '-10000px' }}>Handling</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.token} css={{ borderBottom: `1px solid ${colors.border}` }}>
                  <td css={cell}>{invitation.name}</td>
                  <td css={{ ...cell, overflowWrap: 'anywhere' }}>{invitation.emailAddress}</td>
                  <td css={{ ...cell, whiteSpace: 'nowrap' }}>{formatDate(invitationExpiry(invitation))}</td>
                  <td css={{ ...cell, textAlign: 'right' }}>
                    <Button
                      variant="secondary"
                      disabled={pending !== null}
                      aria-label={`Slet invitationen til ${invitation.name}`}
                      onClick={() => setToDelete(invitation)}
                    >
                      Slet
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={toDelete !== null}
        title="Slet invitationen?"
        onClose={() => setToDelete(null)}
        actions={
          <>
            <Button
              loading={pending !== null}
              onClick={async () => {
                // Closed either way: the outcome is a toast, which must not sit behind the dialog.
                if (toDelete) await remove(toDelete);
                setToDelete(null);
              }}
            >
              Slet invitationen
            </Button>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              Annuller
            </Button>
          </>
        }
      >
        <p>
          Invitationen til <strong>{toDelete?.name}</strong> ({toDelete?.emailAddress}) holder op med
          at virke. Du kan invitere personen igen senere.
        </p>
      </Modal>
    </section>
  );
}
