import type { ApiClient } from '@cairn/shared/api/client';
import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { getTask } from '@cairn/shared/data/tasks/get-task';
import { taskKeys } from '@cairn/shared/data/tasks/task-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../shared/server-message';

export type ActionState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'succeeded' }
  | { phase: 'failed'; message: string };

/** What one poll says: keep waiting (null), done, or failed with a message. */
export type Settled = null | { ok: true } | { ok: false; message: string };

/**
 * A task action of SPEC §4 'Task page' and §9: post it, then poll the task until `settle` decides, at
 * most `maxTries` times (the first after `firstDelayMs`, then every `intervalMs`).
 */
export interface TaskActionConfig {
  post: (api: ApiClient, taskId: string, signal: AbortSignal) => Promise<unknown>;
  /** Shown when the post fails without a server sentence. */
  failedMessage: string;
  timeoutMessage: string;
  maxTries: number;
  firstDelayMs: number;
  intervalMs: number;
  settle: (task: TaskResponse) => Settled;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function useTaskAction(api: ApiClient, taskId: string, config: TaskActionConfig) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActionState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const configRef = useRef(config);
  useEffect(() => {
    configRef.current = config;
  });

  // Leaving the page stops the loop; nothing is written after unmount.
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const c = configRef.current;
    setState({ phase: 'running' });
    try {
      try {
        await c.post(api, taskId, signal);
      } catch (error) {
        if (signal.aborted) return;
        console.error('Task action request failed', error);
        setState({ phase: 'failed', message: serverMessage(error, c.failedMessage) });
        return;
      }
      for (let attempt = 1; attempt <= c.maxTries; attempt++) {
        await sleep(attempt === 1 ? c.firstDelayMs : c.intervalMs, signal);
        let task: TaskResponse;
        try {
          task = await getTask(api, taskId, signal);
        } catch (error) {
          if (signal.aborted) return;
          // One failed read is not the end: the next try may answer; the try still counts.
          console.warn('Polling the task failed', error);
          continue;
        }
        queryClient.setQueryData(taskKeys.detail(taskId), task);
        const settled = c.settle(task);
        if (settled) {
          setState(settled.ok ? { phase: 'succeeded' } : { phase: 'failed', message: settled.message });
          return;
        }
      }
      setState({ phase: 'failed', message: c.timeoutMessage });
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [api, taskId, queryClient]);

  return { state, run };
}
