import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { headingRowStyle } from '../../../components/ui/page-header';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useNotes } from '../api/get-notes';
import { useCompanyMembers } from '../api/get-recipients';
import { useSetNoteArchived } from '../api/set-note-archived';
import type { NoteKind, NoteSubject } from '../api/types';
import { offersRecipients, recipientOptions } from '../utils/note-format';
import { NoteCard } from './note-card';
import { NoteForm } from './note-form';

/**
 * The notes of a task, equipment or location (spec 001 §3-§5): the form, then the notes, master
 * notes first. An equipment's and a location's show their tasks' notes too, each saying which task
 * (issue 32 item 3). `param` names the route parameter holding the subject's id.
 */
export function NotesTab(props: { kind: NoteKind; param: string }) {
  const id = useParams()[props.param];
  const companyId = useCompanyId();
  // Spec 001 §7: the note section throws when it has no task, equipment or location id.
  if (!id) throw new Error(`no ${props.param} param set for the notes`);
  return <NotesSection key={`${props.kind}/${id}`} subject={{ companyId, kind: props.kind, id }} />;
}

function NotesSection({ subject }: { subject: NoteSubject }) {
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, subject.companyId));
  const { users } = useCompanyMembers(subject.companyId, admin);
  const recipients = useMemo(
    () => (offersRecipients(users) ? recipientOptions(users, user?.id) : []),
    [users, user?.id],
  );
  const [showArchived, setShowArchived] = useState(false);
  const archived = admin && showArchived;
  const { notes, error } = useNotes(subject, archived);
  const archiving = useSetNoteArchived(subject);

  return (
    <section aria-label="Noter">
      {!archived && <NoteForm subject={subject} recipients={recipients} />}
      <div css={{ ...headingRowStyle, marginBottom: space(4) }}>
        <h2 css={{ fontSize: '1.25rem', margin: 0 }}>{archived ? 'Arkiverede noter' : 'Noter'}</h2>
        {admin && (
          <Button variant="secondary" onClick={() => setShowArchived((shown) => !shown)}>
            {archived ? 'Skjul arkiverede noter' : 'Vis arkiverede noter'}
          </Button>
        )}
      </div>
      {!notes ? (
        <LoadState
          failed={Boolean(error)}
          error="Noterne kunne ikke hentes. Prøv igen senere."
          loading="Henter noter…"
        />
      ) : notes.length === 0 ? (
        <p css={{ color: colors.muted }}>{archived ? 'Ingen arkiverede noter' : 'Ingen noter endnu'}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}>
          {notes.map((note) => (
            <li key={note.id} css={{ minWidth: 0 }}>
              <NoteCard
                note={note}
                subject={subject}
                recipients={recipients}
                onArchive={admin ? (note, archived) => void archiving.trigger({ note, archived }) : undefined}
                archiving={archiving.running?.note.id === note.id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
