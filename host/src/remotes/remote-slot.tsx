import type {
  ExposedModule,
  ExposedModuleId,
  ExposedModuleProps,
  RemoteName,
} from '@cairn/shared/contracts/exposed-modules';
import { Button } from '@cairn/shared/ui/button';
import { StateMessage } from '@cairn/shared/ui/state-message';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { loadExposedModule } from './load-exposed-module';
import { liveRemoteVersion } from './registry';
import { reportRemoteEvent } from './remote-telemetry';

/** Reports how a remote screen fared (remote-telemetry.ts): per remote and the version this visitor got. */
function report(
  module: ExposedModuleId,
  kind: 'load' | 'load_failure' | 'load_timeout' | 'render_error',
  loadMs?: number,
) {
  const remote = module.split('/')[0] as RemoteName;
  reportRemoteEvent({
    remote,
    version: liveRemoteVersion(remote),
    kind,
    ...(loadMs === undefined ? {} : { load_ms: Math.round(loadMs) }),
  });
}

/** A remote that has not answered by then is treated as down (the user can Retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

type LoadState<Id extends ExposedModuleId> =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType<ExposedModuleProps[Id]> }
  | { status: 'failed'; message: string };

interface RemoteSlotProps<Id extends ExposedModuleId> {
  module: Id;
  props: ExposedModuleProps[Id];
  /** Shown while the remote loads: a skeleton of the screen. */
  fallback: ReactNode;
  /** Human name of what failed, e.g. 'the story feed'. */
  label: string;
  timeoutMs?: number;
}

/**
 * One remote screen, isolated: a load timeout, an error boundary (keyed by the caller, by route),
 * and a Retry that reloads the remote in place. A dead remote never blanks the shell.
 */
export function RemoteSlot<Id extends ExposedModuleId>({
  module,
  props,
  fallback,
  label,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<Id>>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const started = performance.now();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      if (!cancelled) {
        report(module, 'load_timeout');
        setState({ status: 'failed', message: 'It is taking too long to answer.' });
      }
      cancelled = true;
    }, timeoutMs);
    loadExposedModule(module, { fresh: attempt > 0 }).then(
      (mod: ExposedModule<Id>) => {
        if (cancelled) return;
        cancelled = true;
        clearTimeout(timer);
        report(module, 'load', performance.now() - started);
        setState({ status: 'ready', Screen: mod.default as ComponentType<ExposedModuleProps[Id]> });
      },
      (error: unknown) => {
        if (cancelled) return;
        cancelled = true;
        clearTimeout(timer);
        console.error(`Failed to load ${module}`, error);
        report(module, 'load_failure');
        setState({ status: 'failed', message: 'It could not be reached.' });
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [module, attempt, timeoutMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <>{fallback}</>;
  if (state.status === 'failed')
    return <RemoteUnavailable label={label} reason={state.message} onRetry={retry} />;
  const { Screen } = state;
  return (
    <RemoteErrorBoundary label={label} onRetry={retry} onError={() => report(module, 'render_error')}>
      <Screen {...props} />
    </RemoteErrorBoundary>
  );
}

function RemoteUnavailable({
  label,
  reason,
  onRetry,
}: {
  label: string;
  reason: string;
  onRetry: () => void;
}) {
  return (
    <StateMessage tone="error" title={`We couldn't load ${label}.`}>
      <p>{reason} The rest of Cairn still works.</p>
      <Button variant="primary" onClick={onRetry}>
        Retry
      </Button>
    </StateMessage>
  );
}

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  onError: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.label} crashed`, error, info.componentStack);
    this.props.onError();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteUnavailable
        label={this.props.label}
        reason="It stopped with an error."
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}
