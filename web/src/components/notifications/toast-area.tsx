import { useNotifications, type NotificationChannel } from '../../lib/notifications';
import { space } from '../../lib/theme';
import { Toast } from './toast';

/**
 * The toast area at the top right of every page (spec 000 §2). It shows both channels, oldest
 * first; each toast announces itself (role alert or status).
 */
export function ToastArea({ channel }: { channel?: NotificationChannel }) {
  const notifications = useNotifications(channel);
  return (
    <div
      aria-label="Beskeder"
      role="region"
      css={{
        position: 'fixed',
        top: space(4),
        right: space(4),
        zIndex: 1000,
        display: 'grid',
        gap: space(3),
        width: 'min(24rem, calc(100vw - 2rem))',
        pointerEvents: 'none',
      }}
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </div>
  );
}
