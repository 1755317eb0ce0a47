import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { colors, space } from '../../../lib/theme';
import { formatKroner, subscriptionTerms } from '../utils/subscription';

interface Props {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(4),
  padding: `${space(2)} 0`,
  borderBottom: `1px solid ${colors.border}`,
} as const;

/** The terms before upgrading (spec 000 §2, §9): no card payment; an invoice follows. */
export function UpgradeModal({ open, pending, onConfirm, onClose }: Props) {
  const terms = subscriptionTerms();
  return (
    <Modal
      open={open}
      title="Opgradér til Unlimited"
      onClose={onClose}
      actions={
        <>
          <Button loading={pending} onClick={onConfirm}>
            Bekræft opgradering
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>Med Unlimited kan I registrere alt jeres udstyr og alle jeres lokationer.</p>
      <h3 css={{ fontSize: '1.125rem', marginBottom: space(2) }}>Betingelser</h3>
      <dl css={{ margin: 0 }}>
        <div css={rowStyle}>
          <dt>
            {terms.months} måneder à {formatKroner(terms.monthly)}
          </dt>
          <dd css={{ margin: 0 }}>{formatKroner(terms.subtotal)}</dd>
        </div>
        <div css={rowStyle}>
          <dt>+ {terms.vatPercent} % moms</dt>
          <dd css={{ margin: 0 }}>{formatKroner(terms.vat)}</dd>
        </div>
        <div css={{ ...rowStyle, borderBottom: 0, fontWeight: 700 }}>
          <dt>I alt</dt>
          <dd css={{ margin: 0 }}>{formatKroner(terms.total)}</dd>
        </div>
      </dl>
      <p>
        {terms.months} måneder à {formatKroner(terms.monthly)} = {formatKroner(terms.subtotal)} + {terms.vatPercent} %
        moms ({formatKroner(terms.vat)}) = {formatKroner(terms.total)} i alt.
      </p>
      <ul css={{ paddingLeft: space(5) }}>
        <li>Ingen binding: I kan opsige abonnementet når som helst, så fornyes det ikke.</li>
        <li>Der sendes en faktura til virksomheden. Der skal ikke betales med kort.</li>
      </ul>
    </Modal>
  );
}
