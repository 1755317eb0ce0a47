import { useState } from 'react';
import { outboxCount, outboxStateText } from '#domain/offline/outbox';
import { formatDateTime } from '#domain/shared/time';
import { OfflineBanner } from '../../../components/offline/offline-banner';
import { BackLink } from '../../../components/ui/back-link';
import { visuallyHidden } from '../../../components/ui/data-table';
import { Button, linkButtonStyle } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { removeOutboxItem, type OutboxItem } from '../../../lib/offline/device-store';
import { sendNow } from '../../../lib/offline/start';
import { useDeviceStatus } from '../../../lib/offline/status';
import { useOutbox } from '../../../lib/offline/use-device';
import { paths } from '../../../lib/paths';
import { homePath, useSession } from '../../../lib/session';
import { accentCard, colors, narrow, radius, space, type StatusColor } from '../../../lib/theme';

const stateColor: Record<OutboxItem['state']['kind'], StatusColor> = {
  WAITING: 'yellow',
  SENT: 'green',
  REFUSED: 'red',
};

const what = (item: OutboxItem) => (item.kind === 'COMPLETION' ? 'Udførelse' : 'Note');

/**
 * /udbakke, 'Udbakke' (decision 170): what was done on this device and waits to be sent, was sent,
 * or was refused (with the server's reason, e.g. 'Allerede udført af … kl. …'); a refused item
 * can be removed. Everything here works offline.
 */
export function OutboxPage() {
  const { user, session } = useSession();
  const { online } = useDeviceStatus();
  const { items, failed } = useOutbox(user?.id);
  const [sending, setSending] = useState(false);
  const home = session ? homePath({ ...session, offline: true }) : paths.profile;
  const companyId = /^\/dashboard\/([^/]+)/.exec(home)?.[1];
  const open = items ? outboxCount(items.map((item) => item.state)) : 0;
  const waiting = items?.some((item) => item.state.kind === 'WAITING') ?? false;

  const send = async () => {
    setSending(true);
    await sendNow().finally(() => setSending(false));
  };

  return (
    <main
      id="main"
      css={{
        width: '100%',
        maxWidth: '48rem',
        margin: '0 auto',
        padding: `${space(10)} ${space(6)}`,
        [narrow]: { padding: `${space(6)} ${space(4)}` },
      }}
    >
      <BackLink to={home}>Tilbage til dine opgaver</BackLink>
      <h1>Udbakke</h1>
      <OfflineBanner companyId={companyId ? decodeURIComponent(companyId) : undefined} />
      <p css={{ maxWidth: '40rem' }}>
        Det, du udfører eller skriver uden netværk, venter her og sendes af sig selv, når telefonen er online igen.
        Intet sendes to gange.
      </p>
      {online && waiting && (
        <p>
          <Button variant="secondary" loading={sending} onClick={send}>
            Send nu
          </Button>
        </p>
      )}
      {failed ? (
        <p role="alert">Udbakken kunne ikke læses på telefonen.</p>
      ) : !items ? (
        <Loading label="Henter udbakken…" />
      ) : items.length === 0 ? (
        <p>Udbakken er tom.</p>
      ) : (
        <>
          <p role="status" css={{ fontWeight: 600 }}>
            {open === 0 ? 'Alt er sendt.' : open === 1 ? '1 er ikke sendt.' : `${open} er ikke sendt.`}
          </p>
          <ul aria-label="Udbakken" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
            {items.map((item) => (
              <OutboxRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function OutboxRow({ item }: { item: OutboxItem }) {
  const color = colors[stateColor[item.state.kind]];
  const photos = item.photos.length;
  const [removing, setRemoving] = useState(false);
  return (
    <li css={accentCard(color.solid)}>
      <span css={{ fontSize: '1.125rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {what(item)} af <TextLink to={paths.dashboard(item.companyId).task(item.taskId)}>{item.taskTitle}</TextLink>
      </span>
      <span css={{ color: colors.muted }}>
        {item.kind === 'COMPLETION' ? 'Udført' : 'Skrevet'}{' '}
        {formatDateTime(item.kind === 'COMPLETION' ? item.doneAt : item.createdAt)}
        {photos > 0 && ` · ${photos === 1 ? '1 fil' : `${photos} filer`}`}
      </span>
      <span
        css={{
          justifySelf: 'start',
          padding: `${space(1)} ${space(2)}`,
          borderRadius: radius,
          background: color.bg,
          color: color.fg,
          fontWeight: 600,
          overflowWrap: 'anywhere',
        }}
      >
        {outboxStateText(item.state)}
      </span>
      {item.state.kind === 'REFUSED' && (
        <span>
          <button
            type="button"
            css={linkButtonStyle}
            disabled={removing}
            onClick={() => {
              setRemoving(true);
              void removeOutboxItem(item.id).finally(() => setRemoving(false));
            }}
          >
            Fjern
            <span css={visuallyHidden}>{` ${what(item).toLowerCase()} af ${item.taskTitle} fra udbakken`}</span>
          </button>
        </span>
      )}
    </li>
  );
}
