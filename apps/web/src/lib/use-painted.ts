/**
 * True once `ready` has been true through a paint: for the parts of a screen whose code may come after what the
 * reader came for has been drawn (a product's buying tools and reviews load once its heading and pictures show).
 * An effect alone is too early: after a render forced at once (data from an external store), React runs the
 * effects in the same task as the drawing, before the browser has painted it.
 */
import { useEffect, useState } from 'react';

export function usePainted(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame's callback runs before its paint; a task queued from it runs after
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
