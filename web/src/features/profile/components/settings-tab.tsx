import { renameSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { useSession, type User } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useRename } from '../api/rename';
import { CalendarSection } from './calendar-section';

/** /profile/settings: edit one's own name (spec 000 §2, §5), and one's calendar feeds (issue 17). */
export function SettingsTab() {
  const { user } = useSession();
  return user ? (
    <>
      <NameForm user={user} />
      <CalendarSection user={user} />
    </>
  ) : null;
}

function NameForm({ user }: { user: User }) {
  const form = useSchemaForm({ schema: renameSchema, defaultValues: { name: user.name } });
  const { trigger: rename, pending } = useRename();

  const onSubmit = form.submit(async (input) => {
    if ((await rename(input.name)).ok) form.reset();
  }, pending);

  return (
    <section aria-labelledby="name-heading" css={{ maxWidth: '32rem' }}>
      <h2 id="name-heading">Dit navn</h2>
      <p>Navnet vises for de andre i dine virksomheder, for eksempel når du er ansvarlig for en opgave.</p>
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
    </section>
  );
}
