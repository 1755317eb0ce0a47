import { reloadToUpdate, useDeviceStatus } from '../../lib/offline/status';
import { colors, radius, shadow, space } from '../../lib/theme';
import { Button } from '../ui/button';

export const UPDATE_TEXT = 'Ny version klar – genindlæs';

/**
 * A new version of the app waits (decision 170): it never takes over by itself; the person's
 * 'Genindlæs' lets it, and the page reloads into it.
 */
export function UpdatePrompt() {
  const { updateReady } = useDeviceStatus();
  if (!updateReady) return null;
  return (
    <div
      role="status"
      aria-label="Opdatering"
      css={{
        position: 'fixed',
        zIndex: 90,
        left: space(3),
        right: space(3),
        bottom: space(3),
        marginInline: 'auto',
        maxWidth: '30rem',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space(3),
        padding: `${space(3)} ${space(4)}`,
        background: colors.surface,
        color: colors.text,
        border: `2px solid ${colors.primary}`,
        borderRadius: radius,
        boxShadow: shadow,
      }}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>{UPDATE_TEXT}</p>
      <Button onClick={reloadToUpdate}>Genindlæs</Button>
    </div>
  );
}
