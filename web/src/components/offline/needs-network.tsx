import { TextLink } from '../ui/text-link';
import { space } from '../../lib/theme';

export const NEEDS_NETWORK = 'Siden kræver netværk. Du er offline.';

/**
 * A page that needs the network, opened offline (decision 170): said plainly instead of a spinner
 * or an error, with the way to what works offline.
 */
export function NeedsNetwork({ ownTasks }: { ownTasks?: string }) {
  return (
    <section aria-labelledby="needs-network" css={{ maxWidth: '40rem' }}>
      <h1 id="needs-network">{NEEDS_NETWORK}</h1>
      <p>Siden vises, når telefonen har forbindelse igen.</p>
      <ul css={{ display: 'grid', gap: space(2), paddingLeft: space(5) }}>
        {ownTasks && (
          <li>
            <TextLink to={ownTasks}>Se dine opgaver, der er gemt på telefonen</TextLink>
          </li>
        )}
        <li>
          <TextLink to="/udbakke">Se udbakken</TextLink>
        </li>
      </ul>
    </section>
  );
}
