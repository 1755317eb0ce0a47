import { isInlineMedia, isVideo, shortFileName } from '#domain/note/files';
import { hintStyle } from '../form/styles';
import { linkStyle } from '../ui/text-link';
import { colors, focusRing, radius, space } from '../../lib/theme';
import type { Attachment } from '../../lib/files/types';

const thumb = {
  display: 'block',
  width: '10rem',
  height: '7.5rem',
  objectFit: 'cover',
  borderRadius: radius,
  background: colors.page,
} as const;

function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      css={{ marginRight: space(1), verticalAlign: '-0.125em' }}
    >
      <path d="M4 1h5l4 4v10H4z M9 1v4h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** One file: pictures as thumbnails that open full size, mp4 as a player, the rest as downloads (spec 001 §5). */
function AttachmentItem({ attachment }: { attachment: Attachment }) {
  const short = shortFileName(attachment.name);
  // Just sent: shown by name until the list is read again with a download URL.
  if (!attachment.url) return <span css={hintStyle}>{short} (behandles…)</span>;
  if (isVideo(attachment.name)) {
    return (
      <figure css={{ margin: 0 }}>
        <video
          controls
          preload="metadata"
          src={attachment.url}
          css={{ display: 'block', width: '20rem', maxWidth: '100%', borderRadius: radius, background: '#000' }}
        >
          <a href={attachment.url}>{short}</a>
        </video>
        <figcaption title={attachment.name} css={{ ...hintStyle, marginTop: space(1) }}>
          {short}
        </figcaption>
      </figure>
    );
  }
  if (isInlineMedia(attachment.name)) {
    return (
      <figure css={{ margin: 0 }}>
        <a
          href={attachment.url}
          target="_blank"
          rel="noopener noreferrer"
          title={`Åbn ${attachment.name} i fuld størrelse`}
          css={{
            display: 'block',
            borderRadius: radius,
            border: `1px solid ${colors.border}`,
            '&:focus-visible': focusRing,
          }}
        >
          <img src={attachment.url} alt={attachment.name} loading="lazy" css={thumb} />
        </a>
        <figcaption
          title={attachment.name}
          css={{ ...hintStyle, marginTop: space(1), maxWidth: '10rem', overflowWrap: 'anywhere' }}
        >
          {short}
        </figcaption>
      </figure>
    );
  }
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      title={attachment.name}
      css={{ ...linkStyle, overflowWrap: 'anywhere' }}
    >
      <FileIcon />
      {short}
    </a>
  );
}

/** The files of a note or response, pictures and videos first, then downloads. */
export function AttachmentList({ attachments }: { attachments: Attachment[] | undefined }) {
  if (!attachments?.length) return null;
  const media = attachments.filter((attachment) => attachment.url && isInlineMedia(attachment.name));
  const others = attachments.filter((attachment) => !media.includes(attachment));
  return (
    <div css={{ display: 'grid', gap: space(3), marginTop: space(3) }}>
      {media.length > 0 && (
        <ul
          aria-label="Billeder og videoer"
          css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), listStyle: 'none', margin: 0, padding: 0 }}
        >
          {media.map((attachment) => (
            <li key={attachment.key}>
              <AttachmentItem attachment={attachment} />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul
          aria-label="Vedhæftede filer"
          css={{ display: 'grid', gap: space(1), listStyle: 'none', margin: 0, padding: 0 }}
        >
          {others.map((attachment) => (
            <li key={attachment.key}>
              <AttachmentItem attachment={attachment} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
