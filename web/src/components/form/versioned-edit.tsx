import { useState, type ReactNode } from 'react';
import type { ErrorBody } from '../../lib/api';
import { useVersionedSave, type FormValues, type VersionedSpec } from '../../lib/form/use-versioned-save';
import { ConflictChoices } from './conflict-choices';

interface Props<V extends FormValues> {
  /** What the form edits and how it is read again and saved (`useVersionedSave`). */
  spec: Omit<VersionedSpec<V>, 'onRebase'>;
  /** The values and version the form loaded. */
  loaded: { values: V; version: number | undefined };
  labels: Readonly<Record<keyof V & string, string>>;
  describe: (field: keyof V & string, value: unknown) => string;
  /** After a save (the first, or one with the person's choices). */
  onSaved: () => void;
  /**
   * The form: its `initial` values (`key` changes when a conflict carried the person's edits onto
   * the thing as it is now, so the form starts again from them) and `submit`, which answers the
   * server's refusal for the form to show, or null.
   */
  children: (form: {
    initial: V;
    key: number;
    pending: boolean;
    submit: (values: V) => Promise<ErrorBody | null>;
  }) => ReactNode;
}

/**
 * An edit form on a version (decision 132 "A conflict shows theirs beside yours"): it saves with
 * the version it loaded; on 409 STALE_VERSION the choice of each field someone else changed too
 * takes the form's place, and 'Ret videre i formularen' brings the form back with the person's
 * edits on the new version. Every versioned edit form of the SPA renders inside it.
 */
export function VersionedEdit<V extends FormValues>({ spec, loaded, labels, describe, onSaved, children }: Props<V>) {
  const [form, setForm] = useState({ initial: loaded.values, key: 0 });
  const [choosing, setChoosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saver = useVersionedSave<V>(
    { ...spec, onRebase: (values) => setForm(({ key }) => ({ initial: values, key: key + 1 })) },
    loaded,
  );
  const outcome = (result: Awaited<ReturnType<typeof saver.submit>>): ErrorBody | null => {
    if ('status' in result) {
      if (result.status === 'saved') onSaved();
      else setChoosing(true);
      return null;
    }
    return result.ok ? null : result.error.body;
  };

  if (saver.conflict && choosing)
    return (
      <ConflictChoices
        conflict={saver.conflict}
        labels={labels}
        describe={describe}
        pending={saver.pending}
        error={refusal ?? undefined}
        onSave={async (choices) => {
          setRefusal(null);
          const refused = outcome(await saver.resolve(choices));
          if (refused) setRefusal(refused.message ?? 'Noget gik galt. Prøv igen.');
        }}
        onEdit={() => setChoosing(false)}
      />
    );
  return (
    <>
      {children({
        initial: form.initial,
        key: form.key,
        pending: saver.pending,
        submit: async (values) => outcome(await saver.submit(values)),
      })}
    </>
  );
}
