import { Link } from 'react-router';
import { OwnerText } from '~/features/info/owner-text';
import { PageBody, Prose } from '~/features/info/page-body';
import { PageHeader } from '~/features/info/page-header';
import { ownerPageText } from '~/features/info/owner-page-text.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/sustainability';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seo(
    { location, matches },
    {
      title: 'Développement durable',
      description: 'Ce que LAGUNE fait pour une mode plus durable, concrètement.',
    },
  );

/** On the server: what the shop does, in the owner's words (docs/decisions/0245). */
export function loader({ context }: Route.LoaderArgs) {
  return ownerPageText(context, 'sustainability');
}

export default function SustainabilityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Nos engagements" title="Développement durable" />
      <PageBody>
        <Prose>
          {loaderData.text ? <OwnerText text={loaderData.text} values={loaderData.values} /> : null}
          <p>
            Une idée, une question{'\u202f'}? <Link to="/contact">Écrivez-nous</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}
