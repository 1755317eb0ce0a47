import { useId, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { formatDateTime } from '#domain/shared/time';
import { Button } from '../../../components/ui/button';
import type { User } from '../../../lib/session';
import { colors, focusRing, radius, space } from '../../../lib/theme';
import { pushApi, pushDevicesKey, usePushDevices } from '../api/push';
import {
  browserPushEnvironment,
  currentSubscription,
  pushState,
  pushTexts,
  turnOffPush,
  turnOnPush,
  type PushState,
} from '../utils/push';

/**
 * Profil › Indstillinger › Push (issue 30, decision 171 "Reminders as push"): a switch that turns
 * the morning reminder on as a notification on this device, with what it does and why it cannot,
 * and the person's other devices, each of which can be removed. The devices are the person's, so
 * any company of theirs names the calls.
 */
export function PushSection({ user }: { user: User }) {
  const companyId = Object.keys(user.roles ?? {})[0];
  if (!companyId) return null;
  return <PushSettings companyId={companyId} />;
}

function PushSettings({ companyId }: { companyId: string }) {
  const env = useMemo(() => browserPushEnvironment(), []);
  const api = useMemo(() => pushApi(companyId), [companyId]);
  const { mutate } = useSWRConfig();
  const { devices, error } = usePushDevices(companyId);
  // What this browser knows (its subscription) and whether push is set up, read like the API's lists.
  const here = useSWR(env.supported ? ['push-device', companyId] : null, async () => ({
    setUp: (await api.publicKey().catch(() => null)) !== null,
    subscription: await currentSubscription(env).catch(() => null),
  }));
  const [working, setWorking] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const switchId = useId();
  const labelId = useId();
  const hintId = useId();

  const subscription = here.data?.subscription ?? null;
  const loading = env.supported && (!here.data || !devices);
  const state: PushState = pushState(env, {
    setUp: here.data?.setUp ?? true,
    subscription,
    devices: (devices ?? []).map((d) => d.endpoint),
  });
  const on = state === 'on';
  const disabled = state === 'unsupported' || state === 'not-set-up' || loading || working !== null;

  const toggle = async () => {
    setProblem(null);
    setWorking(on ? 'off' : 'on');
    try {
      if (on) await turnOffPush(env, api);
      else {
        const result = await turnOnPush(env, api);
        if (!result.ok) setProblem(result.message);
      }
    } catch (e) {
      setProblem((e as Error).message || pushTexts.failed);
    } finally {
      await Promise.all([mutate(pushDevicesKey(companyId)), here.mutate()]);
      setWorking(null);
    }
  };

  const removeOther = async (endpoint: string) => {
    setProblem(null);
    try {
      await api.unsubscribe(endpoint);
    } catch (e) {
      setProblem((e as Error).message || pushTexts.failed);
    }
    await mutate(pushDevicesKey(companyId));
  };

  const others = (devices ?? []).filter((d) => d.endpoint !== subscription?.endpoint);
  return (
    <section aria-labelledby="push-heading" css={{ marginTop: space(10), maxWidth: '48rem' }}>
      <h2 id="push-heading">Push-notifikationer</h2>
      <p>
        Få morgenens påmindelse om dine opgaver som en notifikation på telefonen eller computeren, også når Servicebogen
        ikke er åben. Du får den stadig på e-mail. Push slås til for én enhed ad gangen.
      </p>
      <div css={{ display: 'flex', alignItems: 'center', gap: space(3), flexWrap: 'wrap' }}>
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={disabled}
          onClick={toggle}
          css={{
            position: 'relative',
            width: '3.25rem',
            height: '1.75rem',
            flexShrink: 0,
            borderRadius: '999px',
            border: `2px solid ${on ? colors.primary : colors.muted}`,
            background: on ? colors.primary : colors.surface,
            cursor: disabled ? 'not-allowed' : 'pointer',
            opacity: disabled ? 0.6 : 1,
            '&:focus-visible': focusRing,
            '&::after': {
              content: '""',
              position: 'absolute',
              top: '0.15rem',
              left: on ? '1.65rem' : '0.15rem',
              width: '1.2rem',
              height: '1.2rem',
              borderRadius: '50%',
              background: on ? colors.surface : colors.muted,
              transition: 'left 120ms',
            },
          }}
        />
        <label id={labelId} htmlFor={switchId} css={{ fontWeight: 600 }}>
          {pushTexts.label}
        </label>
      </div>
      <p id={hintId} role="status" css={{ margin: `${space(2)} 0 0`, color: colors.muted }}>
        {working === 'on'
          ? 'Slår push til…'
          : working === 'off'
            ? 'Slår push fra…'
            : loading
              ? 'Undersøger, om push er slået til…'
              : pushTexts[state]}
      </p>
      {problem && (
        <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
          {problem}
        </p>
      )}
      {error && (
        <p role="alert" css={{ color: colors.red.fg }}>
          Dine enheder kunne ikke hentes lige nu. Prøv igen om lidt.
        </p>
      )}
      {others.length > 0 && (
        <>
          <h3 css={{ marginBottom: space(2) }}>Dine andre enheder med push</h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
            {others.map((device) => (
              <li
                key={device.endpoint}
                css={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: space(3),
                  flexWrap: 'wrap',
                  border: `1px solid ${colors.border}`,
                  borderRadius: radius,
                  padding: space(3),
                }}
              >
                <span>
                  <strong>{device.label ?? 'Ukendt enhed'}</strong>
                  <span css={{ color: colors.muted }}> · slået til {formatDateTime(device.createdAt)}</span>
                </span>
                <Button variant="secondary" onClick={() => removeOther(device.endpoint)}>
                  Slå push fra på {device.label ?? 'enheden'}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
