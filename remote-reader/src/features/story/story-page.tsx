import { ApiError, isUnknownIdError } from '@cairn/shared/api/api-error';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import type { StoryDetail } from '@cairn/shared/contracts/story-detail';
import type { EntityType } from '@cairn/shared/contracts/vocabulary';
import { storyClaimsQueryOptions } from '@cairn/shared/data/claims/get-story-claims';
import { storyQueryOptions } from '@cairn/shared/data/stories/get-story';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { PlaceMap } from '@cairn/shared/map/place-map';
import { Link } from '@cairn/shared/router';
import { NotFoundMessage } from '@cairn/shared/ui/not-found-message';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { StoryChat } from './chat/story-chat';
import { ClaimsPanel } from './components/claims-panel';
import {
  LocationsCard,
  OrganizationsCard,
  organizationsStartOpen,
  RelatedStories,
} from './components/entity-cards';
import { EntityMention } from './components/entity-mention';
import { useSourceVotes } from './components/source-votes';
import { formatSourceDate, type SourceFocus, SourcesList } from './components/sources-list';
import { StoryFundRow } from './components/story-fund';
import { StoryHeader } from './components/story-header';
import { StoryTimeline } from './components/story-timeline';
import { readNarrative } from './model/citations';
import { dedupeSources, sourceNumbers } from './model/sources';
import { type CitationTooltip, Narrative } from './narrative';
import styles from './story-page.module.css';

/** SPEC §9: the narrative shows only when it is longer than 100 characters. */
const MIN_CONTENT_CHARS = 100;
const NO_CLAIMS: [] = [];
const NO_SOURCES: [] = [];

/** The message of a failed story read (SPEC §8), each shown with '← Back to Home'. */
export function storyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to load story details';
  if (error.isNetworkError) return 'Failed to load story details';
  if (error.code === 'invalid_shape' || error.code === 'invalid_json') return 'Invalid story data';
  // A malformed id ('abc') is a 400 whose text names the validator: the reader sees 'Story not found'.
  if (isUnknownIdError(error)) return 'Story not found';
  // The server's error field, as is (SPEC §8); a bare status without one is a story we cannot show.
  return error.message && !error.message.startsWith('Request failed') ? error.message : 'Story not found';
}

function entityTypesOf(story: StoryDetail): Map<string, EntityType> {
  const types = new Map<string, EntityType>();
  for (const e of story.entities.people) types.set(e.canonical_id, 'Person');
  for (const e of story.entities.organizations) types.set(e.canonical_id, 'Organization');
  for (const e of story.entities.locations) types.set(e.canonical_id, 'Location');
  return types;
}

/** Reader story page (SPEC §2): the story, its evidence, and the ways to question and grow it. */
function StoryPageScreen({ host, storyId }: ExposedModuleProps['reader/StoryPage']) {
  const api = useApiClient(host);
  const story = useQuery({
    ...storyQueryOptions(api, storyId),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 1,
  });
  // SPEC §8: a failed claims read is logged, with no message to the reader; the panels show what they have.
  const claims = useQuery({
    ...storyClaimsQueryOptions(api, storyId),
    enabled: story.isSuccess,
    retry: false,
  });
  useEffect(() => {
    if (claims.error) console.warn('Story claims could not be loaded', claims.error);
  }, [claims.error]);
  const claimList = claims.data?.claims ?? NO_CLAIMS;
  const entityTypes = useMemo(() => (story.data ? entityTypesOf(story.data) : new Map()), [story.data]);
  // The narrative's citation numbers are the sources' badges; its own render warns about bad ids once.
  const numbers = useMemo(() => {
    const cited = readNarrative(story.data?.content ?? '', () => {}).numbers;
    return sourceNumbers(dedupeSources(story.data?.artifacts ?? []), cited);
  }, [story.data]);
  // The header and the narrative render first; the panels and the sidebar (a long story's 50 sources, its
  // places and claims) follow in a transition, which React renders in short slices: the page never
  // freezes in one long task while the reader starts reading.
  const rest = useDeferredValue(story.data, undefined);
  const renderVotes = useSourceVotes(api, story.data?.artifacts ?? NO_SOURCES);
  const [sourceFocus, setSourceFocus] = useState<SourceFocus | null>(null);
  const onCite = useCallback(
    (pageId: string) => setSourceFocus((f) => ({ pageId, seq: (f?.seq ?? 0) + 1 })),
    [],
  );
  const quoteFor = useCallback(
    (ordinal: number, pageId: string): CitationTooltip | null => {
      const data = story.data;
      if (!data) return null;
      const evidence = data.story_content.citation_evidence[ordinal]?.find((q) => q.page_id === pageId);
      const meta = data.story_content.citations_metadata[pageId];
      return {
        quote: evidence?.quote ?? null,
        domain: meta?.domain ?? null,
        date: meta?.pub_time ? formatSourceDate(meta.pub_time) : null,
      };
    },
    [story.data],
  );

  if (story.isPending) return <StateMessage title="Loading story..." />;
  if (story.isError) {
    if (isUnknownIdError(story.error)) {
      return (
        <NotFoundMessage title="Story not found" thing="story">
          <Link to="/">← Back to Home</Link>
        </NotFoundMessage>
      );
    }
    return (
      <StateMessage tone="error" title={storyErrorMessage(story.error)}>
        <Link to="/">← Back to Home</Link>
      </StateMessage>
    );
  }

  const s = story.data;
  const hasContent = !!s.content && s.content.length > MIN_CONTENT_CHARS;
  return (
    <article className={styles.page} aria-labelledby="story-title">
      <StoryHeader story={s} fund={<StoryFundRow api={api} storyId={s.id} />} />
      <div className={styles.columns}>
        <div className={styles.main}>
          {hasContent && (
            <section aria-label="Story">
              <Narrative
                content={s.content!}
                entityTypes={entityTypes}
                quoteFor={quoteFor}
                onCite={onCite}
                renderEntity={(mention) => <EntityMention api={api} {...mention} />}
                signature={
                  <>
                    Composed by Cairn from {s.artifact_count} {s.artifact_count === 1 ? 'source' : 'sources'}.
                    Every numbered citation leads to the source's own words. <em>Truth Builds.</em>
                  </>
                }
              />
            </section>
          )}
          {rest && (
            <>
              <ClaimsPanel claims={claimList} coherence={rest.coherence_score} />
              <LocationsCard
                locations={rest.entities.locations}
                renderMap={(placed) => (
                  <PlaceMap
                    host={host}
                    label="Map of the story's places"
                    places={placed.map((place) => ({
                      name: place.name,
                      lat: place.lat,
                      lon: place.lon,
                      kind: place.place_kind ?? undefined,
                    }))}
                  />
                )}
              />
              <RelatedStories stories={rest.related_stories} />
            </>
          )}
        </div>
        <aside className={styles.sidebar} aria-label="Story evidence">
          {rest && (
            <>
              <OrganizationsCard
                organizations={rest.entities.organizations}
                startOpen={organizationsStartOpen(rest.entities)}
              />
              <StoryTimeline claims={claimList} />
              <SourcesList
                artifacts={rest.artifacts}
                numbers={numbers}
                focus={sourceFocus}
                renderVotes={renderVotes}
              />
            </>
          )}
        </aside>
      </div>
      <StoryChat api={api} storyId={s.id} claims={claimList} />
    </article>
  );
}

export default function StoryPage(props: ExposedModuleProps['reader/StoryPage']) {
  return (
    <RemoteScope name="reader">
      <StoryPageScreen {...props} />
    </RemoteScope>
  );
}
