/** Bytes of log kept while the reader is slow; lines beyond it are dropped, never waited for. */
export const LOG_QUEUE_MAX_BYTES = 1024 * 1024;

export interface TLogDestination {
  write(line: string): void;
}

type TOutput = Pick<NodeJS.WritableStream, 'write' | 'on'> & { readonly writableLength: number };

/**
 * Where the server's log goes (standard output by default). A log write never blocks a request or
 * shutdown: the output is written asynchronously (a pipe through the event loop, never a blocking
 * write), at most LOG_QUEUE_MAX_BYTES wait while the reader does not read (a full pipe), and once
 * the output fails (a broken pipe) logging stops instead of the error ending or stalling the process.
 */
export function createLogDestination(output: TOutput = process.stdout): TLogDestination {
  let broken = false;
  output.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || output.writableLength > LOG_QUEUE_MAX_BYTES) return;
      output.write(line);
    },
  };
}
