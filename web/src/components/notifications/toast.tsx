import { notificationStore, type Notification } from '../../lib/notifications';
import { colors, focusRing, radius, shadow, space } from '../../lib/theme';

const tones = {
  alert: colors.red,
  failure: colors.yellow,
  none: colors.blue,
} as const;

export function Toast({ notification }: { notification: Notification }) {
  const tone = tones[notification.type];
  const urgent = notification.type !== 'none';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-type={notification.type}
      css={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'flex-start',
        gap: space(3),
        padding: space(4),
        background: colors.surface,
        color: colors.text,
        borderLeft: `6px solid ${tone.solid}`,
        borderRadius: radius,
        boxShadow: shadow,
        outline: `1px solid ${colors.border}`,
      }}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <p css={{ margin: 0, fontWeight: 700 }}>{notification.heading}</p>
        {notification.text && <p css={{ margin: `${space(1)} 0 0` }}>{notification.text}</p>}
      </div>
      <button
        type="button"
        onClick={() => notificationStore.remove(notification.id)}
        css={{
          font: 'inherit',
          fontSize: '0.9375rem',
          fontWeight: 600,
          color: colors.primary,
          background: 'transparent',
          border: 0,
          padding: `${space(1)} ${space(2)}`,
          borderRadius: radius,
          textDecoration: 'underline',
          cursor: 'pointer',
          '&:focus-visible': focusRing,
        }}
      >
        Skjul
      </button>
    </div>
  );
}
