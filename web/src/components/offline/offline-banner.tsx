import { STORAGE_FULL_TEXT } from '../../lib/offline/texts';
import { useDeviceStatus } from '../../lib/offline/status';
import { colors, radius, space } from '../../lib/theme';

const bannerStyle = {
  margin: `0 0 ${space(5)}`,
  padding: `${space(3)} ${space(4)}`,
  borderRadius: radius,
  fontWeight: 600,
} as const;

/**
 * Offline: 'Offline – senest opdateret kl. 08.12' (when the company's tasks were last kept), and
 * a full disk said in Danish (decision 170).
 */
export function OfflineBanner({ companyId }: { companyId?: string }) {
  const { online, banner, bannerNone, storageFull } = useDeviceStatus();
  return (
    <>
      {!online && (
        <p
          role="status"
          css={{
            ...bannerStyle,
            background: colors.yellow.bg,
            color: colors.yellow.fg,
            border: `1px solid ${colors.yellow.solid}`,
          }}
        >
          {(companyId && banner[companyId]) || bannerNone}
        </p>
      )}
      {storageFull && (
        <p
          role="alert"
          css={{
            ...bannerStyle,
            background: colors.red.bg,
            color: colors.red.fg,
            border: `1px solid ${colors.red.solid}`,
          }}
        >
          {STORAGE_FULL_TEXT}
        </p>
      )}
    </>
  );
}
