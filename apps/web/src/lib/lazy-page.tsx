/**
 * Route screens load lazily. A screen whose code does not arrive within 120 s (spec §9
 * chunk load timeout), or fails to load, shows a clear message with a retry.
 */
import { type ComponentType, type ReactNode, Component, Suspense, lazy, useState } from 'react';
import { PageLoader } from '../components/ui/page-loader';
import { ChunkLoadFailed } from '../components/ui/chunk-load-failed';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './with-timeout';

class ChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Page failed to load', error);
  }
  override render() {
    if (this.state.failed) return <ChunkLoadFailed onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** Wraps a dynamic import of a module whose named export `name` is the page component. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType {
  const make = () => lazy(async () => ({ default: (await withTimeout(load(), timeoutMs))[name] as ComponentType }));
  let Loaded = make();
  return function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = make();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoader />}>
          <Loaded />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
