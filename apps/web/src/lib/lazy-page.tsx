/**
 * Route screens load lazily. A screen whose code does not arrive within 120 s (spec §9
 * chunk load timeout), or fails to load, shows a clear message with a retry.
 */
import { type ComponentType, type ReactNode, Component, Suspense, lazy, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstPageShown } from './first-page';
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
    // its message with a retry is the page shown: what waits for the first page need not wait longer
    firstPageShown();
  }
  override render() {
    if (this.state.failed) return <ChunkLoadFailed onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * Rendered after a page once its code has arrived; once the queries the page started (in its effects, which run
 * before this one's) have answered, the texts nobody waits for may load.
 */
function Shown() {
  const client = useQueryClient();
  useEffect(() => {
    if (client.isFetching() === 0) return firstPageShown();
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      firstPageShown();
    });
    return stop;
  }, [client]);
  return null;
}

/** A lazily loaded page whose code (and texts) can be asked for before it is drawn. */
export type LazyPageComponent = ComponentType & { preload: () => void };

/**
 * Wraps a dynamic import of a module whose named export `name` is the page component. `preload` starts
 * loading it early (main.tsx asks for the first page's code while the texts load, not after them); the
 * browser loads a module once, so the page's own import then finds it there.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPageComponent {
  const make = () => lazy(async () => ({ default: (await withTimeout(load(), timeoutMs))[name] as ComponentType }));
  let Loaded = make();
  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = make();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoader />}>
          <Loaded />
          <Shown />
        </Suspense>
      </ChunkBoundary>
    );
  }
  // a failure here is left to the page's own import, which shows it with a retry
  LazyPage.preload = () => void load().catch(() => undefined);
  return LazyPage;
}

/**
 * A part of a screen whose code loads lazily (the menu drawer, the signed-in header): nothing shows
 * while it loads (or `fallback`, a loader where the part is what the screen is for); code that cannot be loaded is logged and shows nothing, and the part's next
 * render tries again (a part never takes the page down with it).
 */
export function lazyPart<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  fallback: ReactNode = null,
): ComponentType<P> {
  const make = () =>
    lazy(async () => {
      try {
        const part: ComponentType<P> = (await load())[name];
        return { default: part };
      } catch (error) {
        console.error(`${name} failed to load`, error);
        Loaded = make();
        return { default: () => null };
      }
    });
  let Loaded = make();
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
