/** Bytes of log kept while the reader is slow; lines beyond it are dropped, never waited for. */
export const LOG_QUEUE_MAX_BYTES = 1024 * 1024;

export interface TLogDestination {
  write(line: string): void;
  /** Writes the lines gathered so far now (at exit). */
  flush(): void;
}

type TOutput = Pick<NodeJS.WritableStream, 'write' | 'on'> & { readonly writableLength: number };

/**
 * Where the server's log goes (standard output by default). A log write never blocks a request or
 * shutdown: the output is written asynchronously (a pipe through the event loop, never a blocking
 * write), at most LOG_QUEUE_MAX_BYTES wait while the reader does not read (a full pipe), and once
 * the output fails (a broken pipe) logging stops instead of the error ending or stalling the process.
 *
 * The lines logged in one turn of the event loop leave in one write: a write is a system call, and a
 * busy server logs a line for each of the requests it answered in that turn.
 */
export function createLogDestination(output: TOutput = process.stdout): TLogDestination {
  let broken = false;
  let lines: string[] = [];
  let bytes = 0;
  let scheduled = false;
  output.on('error', () => {
    broken = true;
  });
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    bytes = 0;
    if (!broken) output.write(text);
  };
  return {
    write(line) {
      if (broken || output.writableLength + bytes > LOG_QUEUE_MAX_BYTES) return;
      lines.push(line);
      bytes += Buffer.byteLength(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
