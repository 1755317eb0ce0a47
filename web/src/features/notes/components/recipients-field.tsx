import { FieldError } from '../../../components/form/field-error';
import { describedBy, hintStyle, labelStyle } from '../../../components/form/styles';
import { colors, focusRing, space } from '../../../lib/theme';
import type { Recipient } from '../api/get-recipients';

interface Props {
  id: string;
  users: Recipient[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  hint?: string;
}

/** Checkboxes of the users who get an e-mail about the note (spec 001 §5: never the author). */
export function RecipientsField({
  id,
  users,
  value,
  onChange,
  error,
  hint = 'De valgte får en email med et link hertil.',
}: Props) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (userId: string, checked: boolean) =>
    onChange(checked ? [...value, userId] : value.filter((chosen) => chosen !== userId));
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(hintId, errorId)}
      css={{ border: 0, padding: 0, margin: `0 0 ${space(5)}`, minWidth: 0 }}
    >
      <legend css={{ ...labelStyle, padding: 0, marginBottom: space(1) }}>Modtagere</legend>
      <p id={hintId} css={{ ...hintStyle, margin: `0 0 ${space(2)}` }}>
        {hint}
      </p>
      <FieldError id={errorId} message={error} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: `${space(2)} ${space(5)}` }}>
        {users.map((user) => {
          const optionId = `${id}-${user.id}`;
          return (
            <div key={user.id} css={{ display: 'flex', alignItems: 'center', gap: space(2) }}>
              <input
                id={optionId}
                type="checkbox"
                checked={value.includes(user.id)}
                onChange={(event) => toggle(user.id, event.target.checked)}
                css={{
                  width: '1.25rem',
                  height: '1.25rem',
                  margin: 0,
                  flexShrink: 0,
                  accentColor: colors.primary,
                  '&:focus-visible': focusRing,
                }}
              />
              <label htmlFor={optionId}>{user.name}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
