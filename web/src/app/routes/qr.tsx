import { useParams } from 'react-router-dom';
import { GlobalStyles } from '../../components/layout/global-styles';

/** /qr/{qrCodeNumber} shows only the QR number (spec 000 §2). */
export function QrPage() {
  const { qrCodeNumber } = useParams();
  return (
    <main css={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <GlobalStyles />
      <p css={{ margin: 0, fontSize: '3rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{qrCodeNumber}</p>
    </main>
  );
}
