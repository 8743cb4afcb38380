import { ApiError, isUnknownIdError } from '@cairn/shared/api/api-error';
import type { ApiClient } from '@cairn/shared/api/client';
import type { BuilderStoryResponse } from '@cairn/shared/contracts/builder';
import type { StoryClaim } from '@cairn/shared/contracts/claims';
import type { ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import { builderKeys } from '@cairn/shared/data/builder/builder-keys';
import { builderStoryQueryOptions } from '@cairn/shared/data/builder/get-builder-story';
import { storyKeys } from '@cairn/shared/data/stories/story-keys';
import { useApiClient } from '@cairn/shared/data/use-api-client';
import { Link } from '@cairn/shared/router';
import { NotFoundMessage } from '@cairn/shared/ui/not-found-message';
import { RemoteScope } from '@cairn/shared/ui/remote-scope';
import { StateMessage } from '@cairn/shared/ui/state-message';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AddUrlForm } from './add-evidence/add-evidence-form';
import { AddEvidenceModal } from './add-evidence/add-evidence-modal';
import { ProcessingList } from './add-evidence/processing-list';
import { BUILDER_TIMING } from './add-evidence/processing-task';
import { type AddOutcome, useProcessingTasks } from './add-evidence/use-processing-tasks';
import { BuilderChat, CommunityChat } from './components/builder-chat';
import { BuildersList } from './components/builders-list';
import { CoherenceMeter } from './components/coherence-meter';
import { GapsPanel } from './components/gaps-panel';
import { SourceCarousel } from './components/source-carousel';
import { SourceList } from './components/source-list';
import { StoryPicker } from './components/story-picker';
import { StructurePanel } from './components/structure-panel';
import { GraphTab } from './graph/graph-tab';
import { VARIANTS, type VariantConfig } from './model/variants';
import { RevisionsPanel } from './revisions/revisions-panel';
import styles from './workspace.module.css';

type Props = ExposedModuleProps['builder/BuilderWorkspace'];

const ROUTE_PREFIX: Record<Props['variant'], string> = {
  main: '/builder',
  v1: '/builder-v1',
  v2: '/builder-v2',
  v3: '/builder-v3',
};

/**
 * SPEC §8 'Builder' load errors: a non-OK answer names its HTTP status text ('Failed to load story:
 * Service Unavailable'), whatever its body says; no answer, or an OK answer that is not a story, is 'Failed
 * to load builder data' (a malformed or unknown id is 'Story not found', see below).
 */
function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 300) return `Failed to load story: ${error.statusText}`;
  return 'Failed to load builder data';
}

/** Builder workspace (SPEC §2): one implementation; the four layouts differ only by VARIANTS' settings. */
function BuilderWorkspaceScreen({ host, storyId, variant }: Props) {
  const api = useApiClient(host);
  const config = VARIANTS[variant];
  const story = useQuery({ ...builderStoryQueryOptions(api, storyId), retry: false });

  if (story.isPending) return <StateMessage title={config.loading} />;
  if (story.isError) {
    const back = <Link to={`/story/${encodeURIComponent(storyId)}`}>← Back to Story</Link>;
    // A malformed id ('abc') is a 400 whose text names the validator: the builder says 'Story not found'.
    if (isUnknownIdError(story.error))
      return (
        <NotFoundMessage title="Story not found" thing="story">
          {back}
        </NotFoundMessage>
      );
    return (
      <StateMessage tone="error" title={loadErrorMessage(story.error)}>
        {back}
      </StateMessage>
    );
  }
  return (
    <Workspace
      key={storyId}
      api={api}
      storyId={storyId}
      variant={variant}
      config={config}
      data={story.data}
      refetch={story.refetch}
    />
  );
}

function Workspace({
  api,
  storyId,
  variant,
  config,
  data,
  refetch,
}: {
  api: ApiClient;
  storyId: string;
  variant: Props['variant'];
  config: VariantConfig;
  data: BuilderStoryResponse;
  refetch: () => Promise<{ data?: BuilderStoryResponse }>;
}) {
  const client = useQueryClient();
  const sources = data.sources;
  const [tab, setTab] = useState<'evidence' | 'structure' | 'graph' | 'revisions'>('evidence');
  // SPEC §2/§4: the first source starts expanded (main) and selected (carousel).
  const [expanded, setExpanded] = useState<string | null>(sources[0]?.id ?? null);
  const [selected, setSelected] = useState<string | null>(sources[0]?.id ?? null);
  const [highlightedSource, setHighlightedSource] = useState<string | null>(null);
  const [highlightedTask, setHighlightedTask] = useState<string | null>(null);
  const [chatDraft, setChatDraft] = useState<{ text: string } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    if (selected === null || !sources.some((s) => s.id === selected)) setSelected(sources[0]?.id ?? null);
  }, [sources, selected]);

  /** A change to the story's sources also changes its revisions, contributors, graph and reader page. */
  const refreshAll = useCallback(async () => {
    const result = await refetch();
    void client.invalidateQueries({ queryKey: builderKeys.revisions(storyId) });
    void client.invalidateQueries({ queryKey: builderKeys.builders(storyId) });
    void client.invalidateQueries({ queryKey: storyKeys.detail(storyId) });
    return result.data?.sources ?? [];
  }, [refetch, client, storyId]);

  const processing = useProcessingTasks({ api, storyId, sources, refreshStory: refreshAll });

  const addEvidence = async (url: string, text?: string): Promise<AddOutcome> => {
    const outcome = await processing.add(url, text);
    if (outcome.kind === 'duplicate-source') {
      setExpanded(outcome.sourceId);
      setSelected(outcome.sourceId);
      setHighlightedSource(outcome.sourceId);
      document.getElementById(`source-item-${outcome.sourceId}`)?.scrollIntoView?.({ block: 'center' });
      timers.current.push(setTimeout(() => setHighlightedSource(null), BUILDER_TIMING.highlightSourceMs));
    } else if (outcome.kind === 'duplicate-task') {
      setHighlightedTask(outcome.taskId);
      timers.current.push(setTimeout(() => setHighlightedTask(null), BUILDER_TIMING.highlightTaskMs));
    } else if (outcome.kind === 'sent') {
      void client.invalidateQueries({ queryKey: builderKeys.builders(storyId) });
    }
    return outcome;
  };

  const discuss = (claim: StoryClaim) => {
    setChatDraft({ text: `Is this claim supported by the other sources? "${claim.text}"` });
  };

  const header = (
    <header className={styles.header}>
      <Link to="/app">← Home</Link>
      <StoryPicker api={api} routePrefix={ROUTE_PREFIX[variant]} />
      <Link
        className={styles.tab}
        to="/app"
        title="Submit an article on the home page: it starts a new story"
      >
        New Story
      </Link>
      <Link to={`/story/${storyId}`}>Reader View →</Link>
    </header>
  );
  const title = (
    <div className={styles.column}>
      <p className={styles.eyebrow}>{config.name}</p>
      <h1 className={styles.title}>{data.story.topic}</h1>
      <CoherenceMeter coherence={data.story.coherence_score} config={config} />
      {data.story.gist && <p className={styles.gist}>{data.story.gist}</p>}
    </div>
  );
  const chat = (
    <>
      <BuilderChat api={api} storyId={storyId} draft={chatDraft} />
      <CommunityChat />
    </>
  );

  if (config.tabs) {
    const tabs = [
      { id: 'evidence', label: `Evidence (${sources.length})` },
      { id: 'structure', label: 'Story Structure' },
      { id: 'graph', label: 'Graph View' },
      { id: 'revisions', label: 'Revisions' },
    ] as const;
    return (
      <div className={styles.page}>
        {header}
        {title}
        <div className={styles.layout}>
          <div className={styles.column}>
            <div role="tablist" aria-label="Workspace" aria-orientation="vertical" className={styles.tabs}>
              {tabs.map((t, i) => (
                <button
                  key={t.id}
                  id={`tab-${t.id}`}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={tab === t.id}
                  aria-controls={`panel-${t.id}`}
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => setTab(t.id)}
                  onKeyDown={(event) => {
                    const step = ['ArrowDown', 'ArrowRight'].includes(event.key)
                      ? 1
                      : ['ArrowUp', 'ArrowLeft'].includes(event.key)
                        ? -1
                        : 0;
                    if (!step) return;
                    event.preventDefault();
                    const next = tabs[(i + step + tabs.length) % tabs.length]!;
                    setTab(next.id);
                    document.getElementById(`tab-${next.id}`)?.focus();
                  }}
                >
                  {t.label}
                </button>
              ))}
            </div>
            {config.buildersTitle && (
              <BuildersList api={api} storyId={storyId} title={config.buildersTitle} />
            )}
          </div>
          <div className={styles.column} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'evidence' && (
              <>
                <section className={styles.panel} aria-labelledby="add-evidence-heading">
                  <h2 id="add-evidence-heading" className={styles.panelTitle}>
                    Add Evidence
                  </h2>
                  <AddUrlForm idPrefix="box" onSubmit={addEvidence} />
                  <ProcessingList tasks={processing.tasks} highlightedId={highlightedTask} />
                </section>
                <SourceList
                  api={api}
                  storyId={storyId}
                  sources={sources}
                  claims={data.claims}
                  highlightedId={highlightedSource}
                  expandedId={expanded}
                  onExpand={setExpanded}
                  onChanged={refreshAll}
                  onDiscuss={discuss}
                />
              </>
            )}
            {tab === 'structure' && (
              <>
                <p className={`${styles.small} ${styles.muted}`}>Structure editor coming soon.</p>
                <StructurePanel threads={data.threads} config={config} />
                <SourceCarousel
                  api={api}
                  sources={sources}
                  claims={data.claims}
                  selectedId={selected}
                  onSelect={setSelected}
                  highlightedId={highlightedSource}
                  onDiscuss={discuss}
                />
              </>
            )}
            {tab === 'graph' && <GraphTab data={data} />}
            {tab === 'revisions' && <RevisionsPanel api={api} storyId={storyId} />}
          </div>
          <div className={styles.column}>{chat}</div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {title}
      <div className={styles.layout}>
        <div className={`${styles.column} ${styles.thenStructure}`}>
          <StructurePanel threads={data.threads} config={config} />
        </div>
        <div className={styles.column}>
          <div className={styles.row}>
            <AddEvidenceModal tabs={config.addEvidence === 'tabs-modal'} onSubmit={addEvidence} />
            {config.commitBar && (
              <>
                <button type="button" className={styles.tab} disabled>
                  Vote to Commit
                </button>
                <span className={`${styles.small} ${styles.muted}`}>0 uncommitted changes</span>
              </>
            )}
          </div>
          <ProcessingList tasks={processing.tasks} highlightedId={highlightedTask} />
          <SourceCarousel
            api={api}
            sources={sources}
            claims={data.claims}
            selectedId={selected}
            onSelect={setSelected}
            highlightedId={highlightedSource}
            onDiscuss={discuss}
          />
        </div>
        <div className={`${styles.column} ${styles.thenSide}`}>
          {config.revisionsPanel && <RevisionsPanel api={api} storyId={storyId} title="Story Revisions" />}
          {config.gapsPanel && <GapsPanel data={data} />}
          {config.buildersTitle && <BuildersList api={api} storyId={storyId} title={config.buildersTitle} />}
          {chat}
        </div>
      </div>
    </div>
  );
}

export default function BuilderWorkspace(props: Props) {
  return (
    <RemoteScope name="builder">
      <BuilderWorkspaceScreen {...props} />
    </RemoteScope>
  );
}
