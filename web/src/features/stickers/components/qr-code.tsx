import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/**
 * A QR code as an SVG drawn from the `qrcode` library's modules (decision 111): error correction
 * Q (a quarter of the symbol may be scratched or dirty), a quiet zone of 4 modules, black on white,
 * sized by its container (the sheet prints it at 32 mm).
 */
export function QrCode({ value, label, size }: { value: string; label: string; size: string }) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'Q' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    return { path: squares.join(''), extent: modules.size + 2 * QUIET_ZONE };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-qr={value}
      css={{ width: size, height: size, display: 'block', flex: 'none', background: '#fff' }}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
