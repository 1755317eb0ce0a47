import { fileDisplayName, shortFileName } from '#domain/note/files';
import { linkButtonStyle } from '../../../components/ui/button';
import { colors, radius, space } from '../../../lib/theme';

/** Files already on the task (edit) or copied with it; each can be taken off. */
export function KeptFiles({
  keys,
  disabled,
  onRemove,
}: {
  keys: string[];
  disabled: boolean;
  onRemove: (key: string) => void;
}) {
  return (
    <div css={{ margin: `-${space(2)} 0 ${space(5)}` }}>
      <p css={{ fontWeight: 600, margin: `0 0 ${space(1)}` }}>Filer på opgaven</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}>
        {keys.map((key) => (
          <li
            key={key}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: space(3),
              padding: `${space(1)} ${space(2)}`,
              borderRadius: radius,
              background: colors.page,
            }}
          >
            <span title={fileDisplayName(key)} css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {shortFileName(fileDisplayName(key))}
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(key)}
              aria-label={`Fjern ${fileDisplayName(key)}`}
              css={{ ...linkButtonStyle, marginLeft: 'auto' }}
            >
              Fjern
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
