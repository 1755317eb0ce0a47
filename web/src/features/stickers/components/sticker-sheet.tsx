import { Global } from '@emotion/react';
import { createPortal } from 'react-dom';
import { colors, space } from '../../../lib/theme';
import type { Sticker } from '../api/print-stickers';
import { QrCode } from './qr-code';

/** A4 sheets of 3 × 7 stickers, 70 × 38 mm each, 15.5 mm above and below (decision 111). */
export const PER_PAGE = 21;
const STICKER = { width: '70mm', height: '38mm' };
/** The QR code with its quiet zone (32 mm): the symbol itself stays above 2.5 cm. */
export const QR_SIZE = '32mm';

const chunks = <T,>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The stickers on screen: wrapping to the window, each as it will be printed. */
export function StickerPreview({ stickers }: { stickers: Sticker[] }) {
  return (
    <ul
      css={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
        gap: space(3),
      }}
    >
      {stickers.map((sticker) => (
        <li key={`${sticker.kind}-${sticker.id}`} css={{ border: `1px dashed ${colors.border}`, background: '#fff' }}>
          <StickerLabel sticker={sticker} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The printed sheet: hidden on screen; printed, it is all the page holds (everything else in the
 * body is left out), on A4 pages without margins, each a 3 × 7 grid of stickers.
 */
export function PrintSheet({ stickers }: { stickers: Sticker[] }) {
  return createPortal(
    <div className="sticker-print" aria-hidden="true" css={{ display: 'none', '@media print': { display: 'block' } }}>
      <Global
        styles={{
          '@page': { size: 'A4 portrait', margin: 0 },
          '@media print': {
            'body > *:not(.sticker-print)': { display: 'none !important' },
            body: { background: '#fff', margin: 0 },
          },
        }}
      />
      {chunks(stickers, PER_PAGE).map((page, index) => (
        <div
          key={index}
          className="sticker-page"
          css={{
            display: 'grid',
            gridTemplateColumns: `repeat(3, ${STICKER.width})`,
            gridAutoRows: STICKER.height,
            padding: '15.5mm 0',
            width: '210mm',
            height: '297mm',
            boxSizing: 'border-box',
            breakAfter: 'page',
            '&:last-of-type': { breakAfter: 'auto' },
          }}
        >
          {page.map((sticker) => (
            <StickerLabel key={`${sticker.kind}-${sticker.id}`} sticker={sticker} printed />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}

function StickerLabel({ sticker, printed = false }: { sticker: Sticker; printed?: boolean }) {
  return (
    <div
      className="sticker"
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: printed ? '2mm' : space(3),
        padding: printed ? '3mm' : space(2),
        height: printed ? STICKER.height : undefined,
        boxSizing: 'border-box',
        background: '#fff',
        color: '#000',
        overflow: 'hidden',
      }}
    >
      <QrCode value={sticker.url} label={`QR-kode til ${sticker.name}`} size={QR_SIZE} />
      <div css={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '1mm' }}>
        <span css={{ fontWeight: 700, fontSize: '10pt', overflowWrap: 'anywhere', lineHeight: 1.2 }}>
          {sticker.name}
        </span>
        {(sticker.equipmentId || sticker.location) && (
          // The item's own number and place, so ten identical extinguishers get telling labels (issue 29).
          <span className="sticker-place" css={{ fontSize: '8pt', overflowWrap: 'anywhere', lineHeight: 1.2 }}>
            {[sticker.equipmentId && `Nr. ${sticker.equipmentId}`, sticker.location].filter(Boolean).join(' · ')}
          </span>
        )}
        <span
          className="sticker-code"
          css={{ fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace', fontSize: '12pt', fontWeight: 700 }}
        >
          {sticker.code}
        </span>
        <span css={{ fontSize: '8pt' }}>Servicebogen</span>
      </div>
    </div>
  );
}
