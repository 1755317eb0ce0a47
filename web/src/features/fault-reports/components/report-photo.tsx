import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { colors, focusRing, radius, space } from '../../../lib/theme';
import { getPhotoUrl } from '../api/get-photo-url';
import type { FaultReport } from '../api/types';

/**
 * A report's photo: its link is asked for when the admin wants to see it (a list of a thousand
 * reports signs no links it does not show), then shown as a thumbnail that opens full size.
 */
export function ReportPhoto({
  companyId,
  reference,
  photo,
}: {
  companyId: string;
  reference: string;
  photo: NonNullable<FaultReport['photo']>;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const show = async () => {
    setState('loading');
    const answer = await getPhotoUrl(companyId, photo.key);
    if (answer.ok) setUrl(answer.data.url);
    setState(answer.ok ? 'idle' : 'failed');
  };
  if (url)
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        title={`Åbn ${photo.name} i fuld størrelse`}
        css={{ display: 'inline-block', borderRadius: radius, '&:focus-visible': focusRing }}
      >
        <img
          src={url}
          alt={`Foto fra ${reference}: ${photo.name}`}
          css={{
            display: 'block',
            width: '12rem',
            maxWidth: '100%',
            height: '9rem',
            objectFit: 'cover',
            borderRadius: radius,
            border: `1px solid ${colors.border}`,
            background: colors.page,
          }}
        />
      </a>
    );
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
      <Button
        variant="secondary"
        loading={state === 'loading'}
        onClick={() => void show()}
        aria-label={`Vis foto fra ${reference}`}
      >
        Vis foto
      </Button>
      {state === 'failed' && (
        <span role="alert" css={{ color: colors.red.fg }}>
          Fotoet kunne ikke hentes. Prøv igen.
        </span>
      )}
    </div>
  );
}
