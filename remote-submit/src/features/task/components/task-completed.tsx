import type { ApiClient } from '@cairn/shared/api/client';
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { taskPagePreviewQueryOptions } from '../api/task-queries';
import { cleanAction, semantizeAction } from '../hooks/task-actions-config';
import { useTaskAction } from '../hooks/use-task-action';
import { readSemanticData } from '../model/semantic-data';
import { ArticleContent } from './article-content';
import { ArticleFacts } from './article-facts';
import { ArticleHeader } from './article-header';
import { CleanResultCard } from './clean-result-card';
import { SemanticAnalysis } from './semantic-analysis';
import { StoryMatchCard } from './story-match-card';
import { TaskActions } from './task-actions';
import common from './task-common.module.css';
import styles from './task-completed.module.css';
import { TokenUsage } from './token-usage';

/** The completed view (SPEC §2 'Task page'): the article, its story, Clean and Semantize, results. */
export function TaskCompleted({ api, task }: { api: ApiClient; task: TaskResponse }) {
  const preview = useQuery(taskPagePreviewQueryOptions(api, task.task_id));
  useEffect(() => {
    // SPEC §8: failed media lookups are logged, not shown; the header falls back to the task's data.
    if (preview.error) console.warn('Task preview failed to load', preview.error);
  }, [preview.error]);
  const clean = useTaskAction(api, task.task_id, cleanAction);
  const semantize = useTaskAction(api, task.task_id, semantizeAction);
  // Cleaning has succeeded when this page's Clean said so, or, before any Clean here, when the task
  // already holds a valid cleaning (the pipeline cleans every article it extracts).
  const cleaned =
    clean.state.phase === 'succeeded' ||
    (clean.state.phase === 'idle' && task.clean_result?.is_valid === true);
  const semantic = readSemanticData(task.semantic_data);
  const result = task.result;

  return (
    <div className={styles.completed}>
      {result ? (
        <div className={styles.headerArea}>
          <ArticleHeader result={result} preview={preview.data} titleId="task-article-title" />
          <ArticleFacts result={result} preview={preview.data} taskUrl={task.url} />
          {result.meta_description && <p className={styles.metaDescription}>{result.meta_description}</p>}
          {!result.is_readable && (
            <p className={styles.warning} role="note">
              <strong>Heads up:</strong> this text might not be fully readable. The page may be short,
              fragmented or mixed with page furniture, so check it against the original.
            </p>
          )}
        </div>
      ) : (
        <h1 id="task-article-title" className={`${common.title} ${styles.headerArea}`}>
          {task.preview_meta?.title ?? 'Extraction completed'}
        </h1>
      )}
      {/* Before the text in reading order, so on a phone the story and the actions come first. */}
      <aside className={styles.sidebar} aria-label="Extraction results">
        {task.story_match && <StoryMatchCard match={task.story_match} />}
        <TaskActions
          clean={clean.state}
          semantize={semantize.state}
          canSemantize={cleaned}
          onClean={() => void clean.run()}
          onSemantize={() => void semantize.run()}
        />
        <TokenUsage costs={task.token_costs} />
        {task.clean_result && <CleanResultCard result={task.clean_result} />}
      </aside>
      <div className={styles.mainArea}>
        {result && <ArticleContent text={result.content_text} />}
        {semantic && <SemanticAnalysis data={semantic} />}
      </div>
    </div>
  );
}
