import { shortFileName } from '#domain/note/files';
import { FieldError } from '../form/field-error';
import { describedBy, fieldStyle, hintStyle, labelStyle } from '../form/styles';
import { linkButtonStyle } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { chosenFilesText, formatSize, stateLabels, uploadStatus, type PickedFile } from '../../lib/files/picked-files';

interface Props {
  id: string;
  label: string;
  files: PickedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  error?: string;
  disabled?: boolean;
  hint?: string;
  /** One file at a time (a fault report's photo); several unless told. */
  multiple?: boolean;
  /** The file types the browser's picker offers first (`accept`), e.g. the pictures a report takes. */
  accept?: string;
  /** The button's text: 'Vælg filer' unless told. */
  chooseLabel?: string;
}

function UploadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="1em" height="1em">
      <path
        d="M8 11V2.5M4.5 6 8 2.5 11.5 6M2 11v2.5h12V11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const defaultHint = 'Vælg en eller flere filer. Højst 25 MB pr. fil. Billeder og mp4-videoer vises i noten.';

/**
 * Several files for a note or response (or one, a fault report's photo), each with its size, upload state and a 'Fjern' button.
 * Shows a Danish 'Vælg filer' button and 'Ingen filer valgt' / '1 fil valgt' / 'n filer valgt'
 * in place of the browser's own (English) file control.
 */
export function FilePicker({
  id,
  label,
  files,
  onAdd,
  onRemove,
  error,
  disabled,
  hint = defaultHint,
  multiple = true,
  accept,
  chooseLabel = 'Vælg filer',
}: Props) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const countId = `${id}-count`;
  const status = uploadStatus(files);
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <span id={hintId} css={hintStyle}>
        {hint}
      </span>
      <FieldError id={errorId} message={error} />
      <div
        css={{
          position: 'relative',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: `${space(2)} ${space(3)}`,
          minWidth: 0,
          padding: space(2),
          border: `2px dashed ${error ? colors.red.solid : colors.border}`,
          borderRadius: radius,
          background: colors.surface,
          '&:hover > [data-face]': { background: colors.primaryTint },
        }}
      >
        {/*
          The real file input, labelled by the label above, lies invisible over the whole box: a
          click (or a dropped file) anywhere on it opens the browser's picker, and keyboard focus
          lands on it. Chromium would draw it as 'Choose Files / No file chosen' in English, so the
          Danish face below is what shows (and gets the focus ring).
        */}
        <input
          id={id}
          name={id}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          // Else Chromium's hover tooltip says 'No file chosen'.
          title={chooseLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, countId, errorId)}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Emptied so the same file can be chosen again after 'Fjern'; the list below holds the choice.
            event.target.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
          css={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            width: '100%',
            height: '100%',
            margin: 0,
            padding: 0,
            opacity: 0,
            cursor: 'pointer',
            '&::file-selector-button': { cursor: 'pointer' },
            '&:focus-visible + [data-face]': focusRing,
            '&:disabled': { cursor: 'not-allowed' },
            '&:disabled::file-selector-button': { cursor: 'not-allowed' },
            '&:disabled ~ *': { opacity: 0.65 },
          }}
        />
        <span
          data-face=""
          aria-hidden="true"
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: space(2),
            minHeight: '2.5rem',
            padding: `${space(1)} ${space(4)}`,
            fontWeight: 600,
            lineHeight: 1.2,
            color: colors.primary,
            background: colors.surface,
            border: `2px solid ${colors.primary}`,
            borderRadius: radius,
          }}
        >
          <UploadIcon />
          {chooseLabel}
        </span>
        <span id={countId} aria-live="polite" css={{ color: files.length ? colors.text : colors.muted, minWidth: 0 }}>
          {chosenFilesText(files.length)}
        </span>
      </div>
      <p role="status" css={{ ...hintStyle, margin: 0, minHeight: status ? undefined : 0 }}>
        {status}
      </p>
      {files.length > 0 && (
        <ul
          aria-label="Valgte filer"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}
        >
          {files.map((picked) => (
            <li
              key={picked.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: `${space(1)} ${space(3)}`,
                padding: `${space(1)} ${space(2)}`,
                borderRadius: radius,
                background: picked.error ? colors.red.bg : colors.page,
              }}
            >
              <span title={picked.file.name} css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {shortFileName(picked.file.name)}
              </span>
              <span css={hintStyle}>{formatSize(picked.file.size)}</span>
              <span
                css={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: space(1),
                  fontSize: '0.9375rem',
                  color: picked.error ? colors.red.fg : picked.state === 'done' ? colors.green.fg : colors.muted,
                }}
              >
                {picked.state === 'uploading' && <Spinner size="0.9em" />}
                {picked.error ?? stateLabels[picked.state]}
              </span>
              <button
                type="button"
                onClick={() => onRemove(picked.id)}
                disabled={disabled}
                aria-label={`Fjern ${picked.file.name}`}
                css={{ ...linkButtonStyle, marginLeft: 'auto' }}
              >
                Fjern
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
