import { colors, space } from '../../../lib/theme';
import { formatDateTime } from '#domain/shared/time';

/** Author and time of a note or response. */
export function Byline({ id, author, datetime }: { id?: string; author: string; datetime: string }) {
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${space(2)}` }}>
      <span id={id} css={{ fontWeight: 600 }}>
        {author || 'Ukendt bruger'}
      </span>
      <time dateTime={datetime} css={{ color: colors.muted, fontSize: '0.9375rem' }}>
        {formatDateTime(datetime)}
      </time>
    </span>
  );
}

/** The text as written: line breaks kept, long words wrapped. */
export function NoteText({ content }: { content: string }) {
  return <p css={{ margin: `${space(2)} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content}</p>;
}
