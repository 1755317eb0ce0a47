import { DUTY_DISCLAIMER } from '#domain/inspection/catalogue';
import type { DutyTemplate } from '#domain/inspection/types';
import { formatDate } from '#domain/shared/time';
import { linkStyle } from '../../../components/ui/text-link';
import { colors, radius, space } from '../../../lib/theme';

const h3 = { fontSize: '1.0625rem', margin: `${space(3)} 0 ${space(1)}` } as const;

/**
 * A template's facts as the admin reads them before applying it: the summary, the legal sources
 * (linked, with what could not be confirmed), who may do it, the records to keep (its checklist),
 * how long to keep them, 'Sidst gennemgået' and, plainly, that it is guidance and not legal advice.
 */
export function DutyFacts({ template }: { template: DutyTemplate }) {
  return (
    <section
      aria-label={`Om ${template.name}`}
      css={{
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
      }}
    >
      <p css={{ margin: 0 }}>{template.summary}</p>
      <h3 css={h3}>Lovgrundlag</h3>
      <ul css={{ margin: 0, paddingLeft: space(5) }}>
        {template.sources.map((source) => (
          <li key={`${source.title}${source.section}`}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              css={{ ...linkStyle, overflowWrap: 'anywhere' }}
            >
              {source.title}, {source.section}
            </a>
            {source.note && <span css={{ color: colors.muted }}> ({source.note})</span>}
          </li>
        ))}
      </ul>
      <h3 css={h3}>Hvem må udføre det</h3>
      <p css={{ margin: 0 }}>{template.performers.join(', ')}</p>
      <h3 css={h3}>Dokumentation, der skal gemmes</h3>
      <ul css={{ margin: 0, paddingLeft: space(5) }}>
        {template.checklist.map((item) => (
          <li key={item.id}>{item.label}</li>
        ))}
      </ul>
      <p css={{ margin: `${space(2)} 0 0` }}>Opbevares: {template.retention}</p>
      <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>
        Sidst gennemgået <time dateTime={template.reviewedOn}>{formatDate(template.reviewedOn)}</time>.
      </p>
      <p
        css={{
          margin: `${space(3)} 0 0`,
          padding: space(3),
          background: colors.yellow.bg,
          color: colors.yellow.fg,
          borderLeft: `4px solid ${colors.yellow.solid}`,
          borderRadius: radius,
        }}
      >
        {DUTY_DISCLAIMER}
      </p>
    </section>
  );
}
