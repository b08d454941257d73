import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogDestination, LOG_QUEUE_MAX_BYTES } from './log-destination.ts';

/** A stand-in for standard output that records each write (one write is one system call). */
function fakeOutput(writableLength = 0) {
  const emitter = new EventEmitter();
  const writes: string[] = [];
  return {
    writes,
    emitter,
    output: {
      writableLength,
      write: (text: string) => writes.push(text) > 0,
      on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    },
  };
}

describe('log destination', () => {
  it('sends the lines of one turn of the event loop in one write, in order', async () => {
    const { output, writes } = fakeOutput();
    const log = createLogDestination(output as never);
    log.write('a\n');
    log.write('b\n');
    log.write('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    log.write('d\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what it holds at once when flushed (at exit)', () => {
    const { output, writes } = fakeOutput();
    const log = createLogDestination(output as never);
    log.write('last words\n');
    log.flush();
    expect(writes).toEqual(['last words\n']);
  });

  it('drops lines instead of waiting while the reader is behind', async () => {
    const { output, writes } = fakeOutput(LOG_QUEUE_MAX_BYTES - 3);
    const log = createLogDestination(output as never);
    log.write('12345\n');
    log.write('this line does not fit\n');
    await nextTurn();
    expect(writes).toEqual(['12345\n']);
  });

  it('counts what it holds in bytes, as the output does, not in characters', async () => {
    const { output, writes } = fakeOutput(LOG_QUEUE_MAX_BYTES - 10);
    const log = createLogDestination(output as never);
    // Seven characters, thirteen bytes in UTF-8: the queue is then past its cap.
    log.write('éééééé\n');
    log.write('x\n');
    await nextTurn();
    expect(writes).toEqual(['éééééé\n']);
  });

  it('stops writing once the output failed (a broken pipe)', async () => {
    const { output, writes, emitter } = fakeOutput();
    const log = createLogDestination(output as never);
    log.write('held\n');
    emitter.emit('error', new Error('EPIPE'));
    log.write('after\n');
    await nextTurn();
    expect(writes).toEqual([]);
  });
});
