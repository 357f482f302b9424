import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Button } from '../../../ui/Button';
import { openModal } from '../../../ui/modalStack';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { AddFursonaDialog } from './AddFursonaDialog';
import { SonaRow } from './SonaRow';
import type { FursonaListScreenQuery } from './__generated__/FursonaListScreenQuery.graphql';

export const fursonaListScreenQuery = graphql`
  query FursonaListScreenQuery {
    viewer @required(action: THROW) {
      id
      sonas {
        id
        ...SonaRow_sona
      }
    }
  }
`;

export function FursonaListScreen({ queryRef }: { queryRef: PreloadedQuery<FursonaListScreenQuery> }) {
  const { viewer } = useRouteQuery<FursonaListScreenQuery>(fursonaListScreenQuery, queryRef);
  return (
    <SettingsPage title="Fursonas" back={{ to: '/settings/profile', label: 'Manage Profile' }}>
      <Button className="self-start" onPress={() => openModal((close) => <AddFursonaDialog onClose={close} />)}>
        Add Fursona
      </Button>
      <Card className="p-2">
        {viewer.sonas.length === 0 ? (
          <p className="p-3 text-neutral-700 dark:text-neutral-300">No fursonas yet.</p>
        ) : (
          <ul aria-label="My fursonas" className="flex flex-col">
            {viewer.sonas.map((sona) => (
              <li key={sona.id}>
                <SonaRow sona={sona} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </SettingsPage>
  );
}
