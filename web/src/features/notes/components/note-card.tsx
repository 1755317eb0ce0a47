import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyle } from '../../../components/ui/button';
import { colors, radius, space } from '../../../lib/theme';
import type { Recipient } from '../api/get-recipients';
import type { Note, NoteAbout, NoteSubject } from '../api/types';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { AttachmentList } from '../../../components/files/attachment-list';
import { Byline, NoteText } from './note-text';
import { ResponseForm } from './response-form';
import { ResponseList } from './response-list';

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="0.875em"
      height="0.875em"
      css={{
        transition: 'transform 0.15s',
        transform: open ? 'rotate(90deg)' : undefined,
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <path
        d="M6 3.5 10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * What a note on a place's tab is on, when not the place itself (issue 32 item 3): 'Opgave: <title>',
 * and on a location's tab 'Opgave: <title> på <equipment>' for a task on its equipment, each linking
 * to its page.
 */
function NoteAboutLine({ about, companyId }: { about: NoteAbout; companyId: string }) {
  const dashboard = paths.dashboard(companyId);
  const [first, ...rest] = about;
  const link = (part: NoteAbout[number]) => (
    <TextLink to={part.kind === 'TASK' ? dashboard.task(part.id) : dashboard.equipment(part.id)}>{part.name}</TextLink>
  );
  return (
    <p css={{ margin: `${space(2)} 0 0`, color: colors.muted, overflowWrap: 'anywhere' }}>
      {first.kind === 'TASK' ? 'Opgave: ' : 'Udstyr: '}
      {link(first)}
      {rest.map((part) => (
        <span key={part.id}> på {link(part)}</span>
      ))}
    </p>
  );
}

interface Props {
  note: Note;
  subject: NoteSubject;
  recipients: Recipient[];
  /** Admins may archive and restore (spec 001 §4); absent for everyone else. */
  onArchive?: (note: Note, archived: boolean) => void;
  archiving: boolean;
}

/**
 * One note: author, time, 'Stamnote', text, files and answers. The answer form stays closed
 * behind 'Skriv svar' (a long list would otherwise be mostly open forms) and closes again once
 * the answer is added or on 'Annuller'.
 */
export function NoteCard({ note, subject, recipients, onArchive, archiving }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [replying, setReplying] = useState(false);
  const [replyBusy, setReplyBusy] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const titleId = `note-${note.id}-author`;
  const replyFormId = `response-${note.id}-form`;

  const refocus = useRef(false);
  const closeReply = () => {
    refocus.current = true;
    setReplying(false);
    setReplyBusy(false);
  };
  // Closed: the focus goes back to the button that opened the form (once it is enabled again).
  useEffect(() => {
    if (replying || replyBusy || !refocus.current) return;
    refocus.current = false;
    replyButton.current?.focus();
  }, [replying, replyBusy]);
  const onBusyChange = useCallback((busy: boolean) => setReplyBusy(busy), []);

  return (
    <article
      aria-labelledby={titleId}
      css={{
        padding: space(5),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderLeft: `4px solid ${note.core ? colors.blue.solid : colors.border}`,
        borderRadius: radius,
      }}
    >
      <header
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: space(3),
        }}
      >
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
          <Byline id={titleId} author={note.author} datetime={note.datetime} />
          {note.core && <Badge color="blue">Stamnote</Badge>}
          {note.archived && <Badge color="slate">Arkiveret</Badge>}
        </div>
        {onArchive && (
          <Button variant="secondary" loading={archiving} onClick={() => onArchive(note, !note.archived)}>
            {note.archived ? 'Gendan' : 'Arkivér'}
          </Button>
        )}
      </header>
      {note.about && note.about.length > 0 && <NoteAboutLine about={note.about} companyId={subject.companyId} />}
      <NoteText content={note.content} />
      <AttachmentList attachments={note.attachments} />
      <ResponseList responses={note.responses ?? []} expanded={expanded} onExpand={() => setExpanded(true)} />
      {!note.archived && (
        <div css={{ marginTop: space(4) }}>
          <button
            ref={replyButton}
            type="button"
            aria-expanded={replying}
            aria-controls={replying ? replyFormId : undefined}
            disabled={replyBusy}
            onClick={() => (replying ? closeReply() : setReplying(true))}
            css={{ ...buttonStyle('secondary'), minHeight: '2.5rem', padding: `${space(1)} ${space(4)}` }}
          >
            <ChevronIcon open={replying} />
            Skriv svar
          </button>
          {replying && (
            <ResponseForm
              formId={replyFormId}
              subject={subject}
              noteId={note.id}
              recipients={recipients}
              onAdded={() => {
                setExpanded(true);
                closeReply();
              }}
              onCancel={closeReply}
              onBusyChange={onBusyChange}
            />
          )}
        </div>
      )}
    </article>
  );
}
