import { ApiError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { entityQueryOptions } from '@cairn/shared/data/entities/get-entity';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Link } from '@cairn/shared/router';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import styles from './entity-profile.module.css';

/** Entity profile for people, organizations and locations (SPEC §2). Details come later. */
function EntityProfileScreen({ host, entityId, name }: ExposedModuleProps['entity/EntityProfile']) {
  const api = useApiClient(host);
  const entity = useQuery({ ...entityQueryOptions(api, entityId), retry: false });

  if (entity.isPending) return <StateMessage title="Loading..." />;
  if (entity.isError) {
    const notFound = entity.error instanceof ApiError && entity.error.status === 404;
    return (
      <StateMessage tone="error" title={notFound ? 'Entity not found' : 'Failed to load entity details'}>
        {name && <p>{name.replace(/-/g, ' ')}</p>}
        <Link to="/">← Back to Home</Link>
      </StateMessage>
    );
  }
  return (
    <article className={styles.profile}>
      {entity.data.entity_type && <span className={styles.type}>{entity.data.entity_type}</span>}
      <h1>{entity.data.canonical_name}</h1>
      {entity.data.description && <p>{entity.data.description}</p>}
    </article>
  );
}

export default function EntityProfile(props: ExposedModuleProps['entity/EntityProfile']) {
  return (
    <RemoteScope name="entity">
      <EntityProfileScreen {...props} />
    </RemoteScope>
  );
}
