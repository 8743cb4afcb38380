import type { FetchError } from './fetch-error';
import { abortedError, type FetchStage, timeoutError } from './fetch-failures';

// Timeouts and cancellation of one fetch.

/** One AbortController for the whole fetch; whoever aborts first records why. */
export class FetchControl {
  private readonly controller = new AbortController();
  private readonly totalTimer: NodeJS.Timeout;
  private readonly external: AbortSignal | undefined;
  private readonly onExternalAbort = () => this.abort(abortedError());
  failure: FetchError | undefined;

  constructor(external: AbortSignal | undefined, totalMs: number) {
    this.external = external;
    this.totalTimer = setTimeout(() => this.abort(timeoutError('total', totalMs)), totalMs);
    if (external?.aborted) this.abort(abortedError());
    external?.addEventListener('abort', this.onExternalAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  abort(reason: FetchError) {
    this.failure ??= reason;
    this.controller.abort(reason);
  }

  /** Starts one stage under its own deadline, unless the fetch has already failed. */
  async run<T>(timeoutMs: number, stage: FetchStage, start: () => Promise<T>): Promise<T> {
    if (this.failure) throw this.failure;
    const timer = setTimeout(() => this.abort(timeoutError(stage, timeoutMs)), timeoutMs);
    try {
      return await start();
    } finally {
      clearTimeout(timer);
    }
  }

  dispose() {
    clearTimeout(this.totalTimer);
    this.external?.removeEventListener('abort', this.onExternalAbort);
  }
}
