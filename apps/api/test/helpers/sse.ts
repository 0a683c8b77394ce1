/** Reading a live stream (server-sent events) from a fetch body in tests. */

/** The `event` frames of a stream as parsed JSON, one per call; null once the server has ended it. */
export function sseFrames<T = unknown>(body: ReadableStream<Uint8Array>, event: string) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async (): Promise<T | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        if (lines[0] === `event: ${event}`) return JSON.parse(lines[1]!.slice('data: '.length)) as T;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
