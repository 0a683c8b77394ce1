/**
 * A query's data, drawn the first time in the background. Data from TanStack Query reaches React
 * through an external store, which React always renders at once, in one piece: a checkout form or a
 * row of product cards arriving that way holds a phone's main thread for a second. Until the data's
 * first drawing has been done in React's yielding (deferred) mode, this answers undefined (the
 * screen keeps its loader a moment longer); from then on it answers the live data, so later changes
 * show straight away.
 */
import { useDeferredValue } from 'react';

export function useArrivalDeferred<T>(data: T | undefined): T | undefined {
  const drawn = useDeferredValue(data);
  return drawn === undefined ? undefined : data;
}
