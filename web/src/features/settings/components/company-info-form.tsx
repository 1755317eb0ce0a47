import { companyInfoSchema, type CompanyInfo } from '#domain/company/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { VersionedEdit } from '../../../components/form/versioned-edit';
import { Button } from '../../../components/ui/button';
import { getCompany } from '../../../lib/company/get-company';
import type { Company } from '../../../lib/company/types';
import type { FormError } from '../../../lib/form/form-error';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useUpdateCompany } from '../api/update-company';

/** Every field gives the same text ('Alle felter skal udfyldes.'); the summary says it once. */
const once = (errors: FormError[]) =>
  errors.filter((error, index) => errors.findIndex((e) => e.message === error.message) === index);

const infoOf = (company: Company): CompanyInfo => ({
  name: company.name ?? '',
  vatNumber: company.vatNumber ?? '',
  address: company.address ?? '',
  city: company.city ?? '',
});
const labels = { name: 'Navn', vatNumber: 'CVR-nummer', address: 'Adresse', city: 'By' } as const;

/**
 * Company info (spec 000 §5): name, VAT number (8), address, city; all required. Saved with the
 * version it shows; changed by someone else meanwhile, the choice shows (decision 132).
 */
export function CompanyInfoForm({ company }: { company: Company }) {
  const { trigger: update, pending } = useUpdateCompany(company.id);
  return (
    <section aria-labelledby="company-info-heading">
      <h2 id="company-info-heading">Virksomhedens oplysninger</h2>
      <p>Oplysningerne bruges på fakturaen. De skal være udfyldt, før I kan opgradere abonnementet.</p>
      <VersionedEdit<CompanyInfo>
        spec={{
          fields: ['name', 'vatNumber', 'address', 'city'],
          reload: async () => {
            const now = await getCompany(company.id).catch(() => null);
            return now ? { values: infoOf(now), version: now.version } : null;
          },
          save: (values, version) =>
            update({
              update: { id: company.id, version, ...values },
              success: { heading: 'Ændringerne blev gemt', text: 'Virksomhedens oplysninger er opdateret.' },
            }),
          versionOf: (saved) => (saved as Company | undefined)?.version,
        }}
        loaded={{ values: infoOf(company), version: company.version }}
        labels={labels}
        describe={(_, value) => String(value ?? '')}
        onSaved={() => undefined}
      >
        {(form) => (
          <InfoFields key={form.key} initial={form.initial} pending={pending || form.pending} save={form.submit} />
        )}
      </VersionedEdit>
    </section>
  );
}

function InfoFields({
  initial,
  pending,
  save,
}: {
  initial: CompanyInfo;
  pending: boolean;
  save: (values: CompanyInfo) => Promise<unknown | null>;
}) {
  const form = useSchemaForm({ schema: companyInfoSchema, defaultValues: initial });
  const { bind } = form;
  const onSubmit = form.submit(async (input) => {
    // Saved (or the choice took the form's place): a clean start from what was sent.
    if (!(await save(input))) form.reset(input);
  }, pending);

  return (
    <>
      <ErrorSummary errors={once(form.errors)} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending} css={{ maxWidth: '32rem' }}>
        <TextField id="name" label="Navn" autoComplete="organization" {...bind('name')} />
        <TextField
          id="vatNumber"
          label="CVR-nummer"
          hint="8 cifre, for eksempel 12345678."
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...bind('vatNumber')}
        />
        <TextField id="address" label="Adresse" autoComplete="street-address" {...bind('address')} />
        <TextField id="city" label="By" autoComplete="address-level2" {...bind('city')} />
        <Button type="submit" loading={pending}>
          Gem oplysninger
        </Button>
      </form>
    </>
  );
}
