import { companyInfoSchema } from '#domain/company/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import type { Company } from '../../../lib/company/types';
import type { FormError } from '../../../lib/form/form-error';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useUpdateCompany } from '../api/update-company';

/** Every field gives the same text ('Alle felter skal udfyldes.'); the summary says it once. */
const once = (errors: FormError[]) =>
  errors.filter((error, index) => errors.findIndex((e) => e.message === error.message) === index);

/** Company info (spec 000 §5): name, VAT number (8), address, city; all required. */
export function CompanyInfoForm({ company }: { company: Company }) {
  const form = useSchemaForm({
    schema: companyInfoSchema,
    defaultValues: {
      name: company.name ?? '',
      vatNumber: company.vatNumber ?? '',
      address: company.address ?? '',
      city: company.city ?? '',
    },
  });
  const { trigger: update, pending } = useUpdateCompany(company.id);
  const { bind } = form;

  const onSubmit = form.submit(async (input) => {
    const saved = await update({
      update: { id: company.id, ...input },
      success: { heading: 'Ændringerne blev gemt', text: 'Virksomhedens oplysninger er opdateret.' },
    });
    if (saved.ok) form.reset();
  }, pending);

  return (
    <section aria-labelledby="company-info-heading">
      <h2 id="company-info-heading">Virksomhedens oplysninger</h2>
      <p>Oplysningerne bruges på fakturaen. De skal være udfyldt, før I kan opgradere abonnementet.</p>
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
    </section>
  );
}
