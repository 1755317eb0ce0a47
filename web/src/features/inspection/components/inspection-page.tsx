import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate } from '#domain/shared/time';
import { CenteredPage } from '../../../components/layout/centered-page';
import { Logo } from '../../../components/layout/logo';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { LoadState } from '../../../components/ui/load-state';
import { linkStyle } from '../../../components/ui/text-link';
import { colors, radius, space } from '../../../lib/theme';
import { getInspection, type InspectionView } from '../api/inspection';
import { linkProblem } from '../utils/inspection-text';
import { InspectionForm } from './inspection-form';

type Loaded =
  | { state: 'loading' }
  | { state: 'refused'; heading: string; message: string }
  | { state: 'failed' }
  | { state: 'ok'; view: InspectionView };

/**
 * /inspektion/{token} (issue 31, decision 176): the external inspector's page, without login and
 * made for a phone. It shows the company, the task, the item and its location, the duty's legal
 * basis and disclaimer, and the form that answers the checklist, attaches the report, and
 * registers the inspection with certificate number and result. A guessed, used, renewed or expired
 * link shows the API's Danish message.
 */
export function InspectionPage() {
  const { token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void getInspection(token).then((answer) => {
      if (!live) return;
      if (answer.ok) return setLoaded({ state: 'ok', view: answer.data });
      const problem = linkProblem(answer.error);
      setLoaded(problem ? { state: 'refused', ...problem } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <CenteredPage width="40rem">
      <div css={{ marginBottom: space(6) }}>
        <Logo />
      </div>
      {loaded.state === 'loading' && <LoadState failed={false} error="" loading="Henter eftersynet…" />}
      {loaded.state === 'failed' && (
        <LoadState failed error="Eftersynet kunne ikke hentes lige nu. Prøv igen om lidt." loading="" />
      )}
      {loaded.state === 'refused' && (
        <>
          <h1>{loaded.heading}</h1>
          <p>{loaded.message}</p>
        </>
      )}
      {loaded.state === 'ok' && <Inspection token={token} view={loaded.view} />}
    </CenteredPage>
  );
}

function Inspection({ token, view }: { token: string; view: InspectionView }) {
  const { item, duty, task } = view;
  const itemName = [item.name, item.make && item.model ? `(${item.make} ${item.model})` : ''].filter(Boolean).join(' ');
  return (
    <>
      <p css={{ margin: 0, color: colors.muted, fontWeight: 600 }}>{view.companyName}</p>
      <h1 css={{ marginTop: space(1), overflowWrap: 'anywhere' }}>{task.title}</h1>
      <p css={{ marginTop: 0 }}>
        Du er bedt om at udføre eftersynet som ekstern inspektør. Linket gælder til og med {formatDate(view.validUntil)}{' '}
        og kan bruges én gang.
      </p>
      <DetailList css={{ margin: `${space(4)} 0` }}>
        <Detail term={item.kind === 'EQUIPMENT' ? 'Udstyr' : 'Lokation'}>{itemName}</Detail>
        {item.externalId && <Detail term="Nummer">{item.externalId}</Detail>}
        {item.category && <Detail term="Kategori">{item.category}</Detail>}
        {item.kind === 'EQUIPMENT' && <Detail term="Placering">{item.locationName}</Detail>}
        <Detail term="Frist">{formatDate(task.deadline)}</Detail>
        {duty && (
          <Detail term="Lovgrundlag">
            <a
              href={duty.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              css={{ ...linkStyle, overflowWrap: 'anywhere' }}
            >
              {duty.legalBasis}
            </a>
          </Detail>
        )}
      </DetailList>
      {task.description && <p css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{task.description}</p>}
      {duty && (
        <p
          css={{
            padding: space(3),
            background: colors.yellow.bg,
            color: colors.yellow.fg,
            borderLeft: `4px solid ${colors.yellow.solid}`,
            borderRadius: radius,
          }}
        >
          <strong>{duty.name}.</strong> {duty.disclaimer}
        </p>
      )}
      <InspectionForm token={token} view={view} />
    </>
  );
}
