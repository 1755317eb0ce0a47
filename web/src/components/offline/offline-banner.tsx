import { STORAGE_FULL_TEXT } from '../../lib/offline/texts';
import { useDeviceStatus } from '../../lib/offline/status';
import { colors, radius, space } from '../../lib/theme';

const bannerStyle = (tone: { bg: string; fg: string; solid: string }) =>
  ({
    margin: `0 0 ${space(5)}`,
    padding: `${space(3)} ${space(4)}`,
    borderRadius: radius,
    fontWeight: 600,
    background: tone.bg,
    color: tone.fg,
    border: `1px solid ${tone.solid}`,
  }) as const;

/**
 * Offline: 'Offline – senest opdateret kl. 08.12' (when the company's tasks were last kept), and
 * a full disk said in Danish (decision 170).
 */
export function OfflineBanner({ companyId }: { companyId?: string }) {
  const { online, banner, bannerNone, storageFull } = useDeviceStatus();
  return (
    <>
      {!online && (
        <p role="status" css={bannerStyle(colors.yellow)}>
          {(companyId && banner[companyId]) || bannerNone}
        </p>
      )}
      {storageFull && (
        <p role="alert" css={bannerStyle(colors.red)}>
          {STORAGE_FULL_TEXT}
        </p>
      )}
    </>
  );
}
