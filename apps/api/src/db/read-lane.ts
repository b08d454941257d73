import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

/** A statement on the lane that runs longer than this is cancelled by PostgreSQL (the lane's reads are short). */
const LANE_STATEMENT_TIMEOUT_MS = 10_000;

// A transaction on a shared connection would take in every other caller's statements.
const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;

/** A pipelined connection that refuses to start a transaction. */
class LaneClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads, passed on as they came.
  override query(config: any, values?: any, callback?: any): any {
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    if (text && TRANSACTION_START.test(text)) {
      throw new Error('the read lane takes single statements, not transactions');
    }
    return super.query(config, values, callback);
  }
}

type TConnection = { client: LaneClient; db: Db; ready: Promise<void> };

/**
 * One PostgreSQL connection in pipeline mode, for the short single-statement reads that nearly every
 * request makes: the session check and the member page (batched per turn of the event loop, see
 * sessions.repository.ts and lib/coalesce.ts). Each statement is still sent after its request arrived
 * and answered on its own; what changes is that statements are written without waiting for the one
 * before to be answered, to one backend that stays awake, instead of waking one of the pool's ten.
 *
 * Rules for what goes on the lane: one statement, no transaction (refused), bounded cost (an index
 * lookup or a capped page), since a statement queued behind a slow one waits for it; anything else takes
 * the pool. The connection is opened at start-up and again on the next read after it is lost; the reads
 * in flight when it breaks fail with its error, as a pool's would.
 */
export class ReadLane {
  readonly #url: string;
  #current: TConnection | null = null;
  #closed = false;

  constructor(url: string) {
    this.#url = url;
  }

  /** The lane's handle: the open connection's, or a new connection's (its reads wait until it is open). */
  get db(): Db {
    return this.#connection().db;
  }

  /** Opens the connection now (start-up), so that a server that cannot reach PostgreSQL says so at once. */
  async open(): Promise<void> {
    await this.#connection().ready;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const current = this.#current;
    this.#current = null;
    if (current) await current.client.end().catch(() => undefined);
  }

  #connection(): TConnection {
    if (this.#closed) throw new Error('the read lane is closed');
    if (this.#current) return this.#current;
    const client = new LaneClient({
      connectionString: this.#url,
      pipeline: true,
      statement_timeout: LANE_STATEMENT_TIMEOUT_MS,
    });
    // A lost connection is replaced on the next read; one that failed to open is tried again then.
    const forget = () => {
      if (this.#current === current) this.#current = null;
    };
    const current: TConnection = {
      client,
      db: drizzle({ client, schema }) as unknown as Db,
      ready: client.connect().then(
        () => undefined,
        (err: Error) => {
          forget();
          throw err;
        },
      ),
    };
    current.ready.catch(() => undefined);
    client.on('error', (err) => {
      console.warn(`PostgreSQL read lane lost: ${err.message}`);
      forget();
    });
    client.on('end', forget);
    this.#current = current;
    return current;
  }
}
