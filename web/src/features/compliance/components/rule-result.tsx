import type { DutyRuleResult } from '#domain/inspection/types';
import { colors, radius, space } from '../../../lib/theme';

/**
 * The rule's answer, live as the admin types ('12,5 t CO₂e: hver 12. måned'), or why the law sets
 * no duty here; announced politely as it changes.
 */
export function RuleResult({ rule, waiting }: { rule: DutyRuleResult | null; waiting: boolean }) {
  const tone = !rule ? colors.slate : rule.applies ? colors.blue : colors.yellow;
  return (
    <div
      role="status"
      aria-live="polite"
      css={{
        margin: `0 0 ${space(5)}`,
        padding: space(3),
        background: tone.bg,
        color: tone.fg,
        borderLeft: `4px solid ${tone.solid}`,
        borderRadius: radius,
      }}
    >
      {!rule ? (
        waiting ? (
          'Udfyld spørgsmålene ovenfor for at se intervallet.'
        ) : (
          ''
        )
      ) : rule.applies ? (
        <>
          <strong>Interval efter reglen:</strong> {rule.reason}
        </>
      ) : (
        <>
          <strong>Ingen lovpligt:</strong> {rule.reason}
        </>
      )}
    </div>
  );
}
