import { colors, radius, space } from '../../../lib/theme';
import { expiryText } from '../utils/link';

/**
 * 'Linket udløber om 59:12', refreshed by the page every 300 ms (spec 000 §4). role="timer" is
 * not announced on every tick, which would drown a screen reader.
 */
export function ExpiryCountdown({ timeLeft }: { timeLeft: number }) {
  return (
    <p
      role="timer"
      css={{
        display: 'inline-block',
        margin: `0 0 ${space(5)}`,
        padding: `${space(1)} ${space(3)}`,
        borderRadius: radius,
        background: timeLeft < 5 * 60_000 ? colors.yellow.bg : colors.blue.bg,
        color: timeLeft < 5 * 60_000 ? colors.yellow.fg : colors.blue.fg,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {expiryText(timeLeft)}
    </p>
  );
}
