import { useNotifications, type NotificationChannel } from '../../lib/notifications';
import { narrow, space } from '../../lib/theme';
import { useHiddenBottom } from '../../lib/visual-viewport';
import { Toast } from './toast';

/**
 * The toast area at the top right of every page (spec 000 §2). It shows both channels, oldest
 * first; each toast announces itself (role alert or status). On a phone (`narrow`, where the
 * dashboard's sidebar is the top bar with the company's name and 'Menu') it sits at the bottom
 * of the screen instead, over no header, lifted above an open on-screen keyboard (issue 32 item 9).
 */
export function ToastArea({ channel }: { channel?: NotificationChannel }) {
  const notifications = useNotifications(channel);
  const hidden = useHiddenBottom();
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
        [narrow]: { top: 'auto', bottom: `calc(${space(4)} + ${hidden}px)` },
      }}
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </div>
  );
}
