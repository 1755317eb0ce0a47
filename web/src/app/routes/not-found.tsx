import { NotFound } from '../../components/errors/not-found';
import { CenteredPage } from '../../components/layout/centered-page';

export function NotFoundPage() {
  return (
    <CenteredPage>
      <NotFound />
    </CenteredPage>
  );
}
