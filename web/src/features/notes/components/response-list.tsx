import { Button } from '../../../components/ui/button';
import { colors, space } from '../../../lib/theme';
import type { NoteResponse } from '../api/types';
import { visibleResponses } from '../utils/note-format';
import { AttachmentList } from '../../../components/files/attachment-list';
import { Byline, NoteText } from './note-text';

interface Props {
  responses: NoteResponse[];
  expanded: boolean;
  onExpand: () => void;
}

/** The answers to a note: 2 until 'Vis flere svar' (spec 001 §4). */
export function ResponseList({ responses, expanded, onExpand }: Props) {
  if (responses.length === 0) return null;
  const { shown, hidden } = visibleResponses(responses, expanded);
  return (
    <div css={{ marginTop: space(4) }}>
      <ol
        aria-label="Svar til noten"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}
      >
        {shown.map((response) => (
          <li key={response.id} css={{ paddingLeft: space(4), borderLeft: `4px solid ${colors.border}` }}>
            <Byline author={response.author} datetime={response.datetime} />
            <NoteText content={response.content} />
            <AttachmentList attachments={response.attachments} />
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), margin: `${space(3)} 0 0` }}>
          <Button variant="quiet" onClick={onExpand} css={{ paddingLeft: 0 }}>
            Vis flere svar
          </Button>
          <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>
            {`${shown.length} af ${responses.length} svar vises`}
          </span>
        </p>
      )}
    </div>
  );
}
