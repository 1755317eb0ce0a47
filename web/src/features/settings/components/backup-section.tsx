import { useEffect, useId, useRef, useState } from 'react';
import { BACKUP_POLL_MS } from '#domain/backup/download';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '#domain/shared/time';
import { colors, radius, space } from '../../../lib/theme';
import { getBackup } from '../api/get-backup';
import { BACKUP_GIVE_UP_MS, pollBackup } from '../utils/backup-poll';

/** The spec's "up to a minute" (spec 001 §2 "Backup download"), the scale of the progress bar. */
const EXPECTED_SECONDS = 60;

type State = { kind: 'idle' } | { kind: 'working'; startedAt: number } | { kind: 'done'; createdAt: string };

/** Starts the browser's download of the zip (the link answers with Content-Disposition: attachment). */
function startDownload(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * The backup download (spec 001 §2 "Backup download"; settings' backup section, spec 000 §2):
 * explains the free nightly backup, fetches the newest zip or waits while one is built, with
 * progress, and warns about the personal data in it. Failures are only logged (spec 000 §8).
 */
export function BackupSection({ companyId, headingLevel = 2 }: { companyId: string; headingLevel?: 1 | 2 }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const alive = useRef(true);
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => () => void (alive.current = false), []);
  useEffect(() => {
    if (state.kind !== 'working') return;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - state.startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const download = async () => {
    setElapsed(0);
    setState({ kind: 'working', startedAt: Date.now() });
    try {
      const backup = await pollBackup(() => getBackup(companyId), {
        intervalMs: BACKUP_POLL_MS,
        giveUpMs: BACKUP_GIVE_UP_MS,
      });
      if (!alive.current) return;
      startDownload(backup.url, backup.fileName);
      setState({ kind: 'done', createdAt: backup.createdAt });
    } catch (error) {
      console.error('Backup download failed', error);
      if (alive.current) setState({ kind: 'idle' });
    }
  };

  return (
    <section aria-labelledby={headingId} css={{ maxWidth: '48rem' }}>
      <Heading id={headingId}>Backup</Heading>
      <p>
        Vi tager gratis en automatisk backup af jeres data hver nat. Her kan du hente den nyeste backup som en zip-fil
        med fem CSV-filer: udstyr, lokationer, brugere, opgaver og noter. Filerne kan åbnes i Excel.
      </p>
      <p>Det kan tage op til et minut at hente backuppen.</p>
      <p
        role="note"
        css={{
          background: colors.yellow.bg,
          color: colors.yellow.fg,
          padding: space(3),
          borderRadius: radius,
          borderLeft: `4px solid ${colors.yellow.solid}`,
        }}
      >
        Backuppen indeholder brugernes navne og e-mailadresser. Opbevar den krypteret.
      </p>
      <Button onClick={download} loading={state.kind === 'working'} disabled={state.kind === 'working'}>
        Hent backup
      </Button>
      <div role="status" css={{ marginTop: space(3) }}>
        {state.kind === 'working' && (
          <div css={{ display: 'flex', alignItems: 'center', gap: space(3) }}>
            <Spinner />
            <span>Backuppen hentes. Det kan tage op til et minut…</span>
            <progress
              max={EXPECTED_SECONDS}
              value={Math.min(elapsed, EXPECTED_SECONDS)}
              aria-label="Backuppen hentes"
            />
          </div>
        )}
        {state.kind === 'done' && <span>Backuppen fra {formatDate(state.createdAt)} er hentet.</span>}
      </div>
    </section>
  );
}
