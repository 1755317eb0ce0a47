import { renameSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { VersionedEdit } from '../../../components/form/versioned-edit';
import { request } from '../../../lib/api';
import { useSession, type Session, type User } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useRename } from '../api/rename';
import { CalendarSection } from './calendar-section';
import { PushSection } from './push-section';

/** /profile/settings: edit one's own name (spec 000 §2, §5), one's calendar feeds (issue 17), push on this device (issue 30). */
export function SettingsTab() {
  const { user } = useSession();
  return user ? (
    <>
      <NameForm user={user} />
      <CalendarSection user={user} />
      <PushSection user={user} />
    </>
  ) : null;
}

function NameForm({ user }: { user: User }) {
  const { trigger: rename, pending } = useRename();
  return (
    <section aria-labelledby="name-heading" css={{ maxWidth: '32rem' }}>
      <h2 id="name-heading">Dit navn</h2>
      <p>Navnet vises for de andre i dine virksomheder, for eksempel når du er ansvarlig for en opgave.</p>
      {/* Saved with the version shown; changed in another tab meanwhile, the choice shows (decision 132). */}
      <VersionedEdit<{ name: string }>
        spec={{
          fields: ['name'],
          reload: async () => {
            const now = (await request<Session>('GET', 'user').catch(() => null))?.user;
            return now ? { values: { name: now.name }, version: now.version } : null;
          },
          save: ({ name }, version) => rename({ name, version }),
          versionOf: (saved) => (saved as User | undefined)?.version,
        }}
        loaded={{ values: { name: user.name }, version: user.version }}
        labels={{ name: 'Navn' }}
        describe={(_, value) => String(value ?? '')}
        onSaved={() => undefined}
      >
        {(form) => (
          <NameFields key={form.key} initial={form.initial} pending={pending || form.pending} save={form.submit} />
        )}
      </VersionedEdit>
    </section>
  );
}

function NameFields({
  initial,
  pending,
  save,
}: {
  initial: { name: string };
  pending: boolean;
  save: (values: { name: string }) => Promise<unknown | null>;
}) {
  const form = useSchemaForm({ schema: renameSchema, defaultValues: initial });
  const onSubmit = form.submit(async (input) => {
    if (!(await save({ name: input.name }))) form.reset({ name: input.name });
  }, pending);

  return (
    <>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending}>
        <TextField
          id="name"
          label="Navn"
          hint="Navnet må kun indeholde bogstaver (også æ, ø, å og accenter), mellemrum, bindestreg og apostrof."
          autoComplete="name"
          {...form.bind('name')}
        />
        <Button type="submit" loading={pending}>
          Gem navn
        </Button>
      </form>
    </>
  );
}
