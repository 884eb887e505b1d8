import { parse, protocol, type messages as Messages, type PGlite, type Results } from '@electric-sql/pglite';

type BackendMessage = Messages.BackendMessage;
type RowDescription = Messages.RowDescriptionMessage;
type ParameterDescription = Messages.ParameterDescriptionMessage;

/** A statement parsed once under its own name: its parameters' types, and its rows' description (none for a statement without rows). */
interface Prepared {
  name: string;
  parameterTypes: number[];
  rows: RowDescription | undefined;
}

/**
 * Bounds the statements kept: the app's are a few dozen texts, but a statement built with a
 * placeholder per item (an IN list of any length) would otherwise add one for every length.
 * Past it, a statement is run as PGlite runs it, parsed and planned each time.
 */
export const MAX_PREPARED_STATEMENTS = 256;

const { serialize } = protocol;

export interface StatementRunner {
  /** Whether query() takes this statement: one it has prepared, or room for one more. */
  takes(sql: string): boolean;
  /**
   * Runs a statement with parameters, inside a transaction (whose mutex the caller's
   * transaction holds) or not. The same answer as PGlite's query().
   */
  query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Results<Row>>;
}

/**
 * Named prepared statements for PGlite. Its query() parses, describes and plans every statement
 * on every call, in five calls into WebAssembly; for the site's list and story reads planning is
 * most of the cost (a related list: 0.8 ms to plan, 0.3 ms to run). Here each statement text is
 * parsed and described once, under a name, and each call binds and executes it in one call, so
 * PostgreSQL's plan cache can keep its plan (a generic plan once it is no worse than the custom
 * ones, PostgreSQL's own rule).
 *
 * It uses PGlite's protocol entry points and its two mutexes, as its own query() does: a call
 * outside a transaction waits for any transaction, and one inside runs within it.
 */
export function pgliteStatements(pg: PGlite): StatementRunner {
  const prepared = new Map<string, Prepared>();
  let named = 0;

  async function exchange(messages: readonly Uint8Array[]): Promise<BackendMessage[]> {
    // Sync ends every exchange, so that an error (which makes PostgreSQL skip to the next Sync)
    // leaves the connection ready for the next statement; execProtocolStream then throws it.
    return pg.execProtocolStream(Buffer.concat([...messages, serialize.sync()]), { syncToFs: false });
  }

  async function prepare(sql: string): Promise<Prepared> {
    const name = `xn${named++}`;
    const messages = await exchange([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
    const parameters = messages.find((message): message is ParameterDescription => message.name === 'parameterDescription');
    const rows = messages.find((message): message is RowDescription => message.name === 'rowDescription');
    const statement = { name, parameterTypes: parameters?.dataTypeIDs ?? [], rows };
    prepared.set(sql, statement);
    return statement;
  }

  async function run<Row>(sql: string, params: readonly unknown[]): Promise<Results<Row>> {
    const statement = prepared.get(sql) ?? (await prepare(sql));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.parameterTypes[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await exchange([serialize.bind({ statement: statement.name, values }), serialize.execute({})]);
    // Execute sends rows without their description, which Describe gave once at preparation.
    const [result] = parse.parseResults(statement.rows ? [statement.rows, ...messages] : messages, pg.parsers);
    return (result ?? { rows: [], fields: [] }) as Results<Row>;
  }

  return {
    takes: (sql) => prepared.has(sql) || prepared.size < MAX_PREPARED_STATEMENTS,
    async query<Row>(sql: string, params: readonly unknown[], inTransaction: boolean) {
      if (inTransaction) return pg._runExclusiveQuery(() => run<Row>(sql, params));
      const result = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<Row>(sql, params)));
      await pg.syncToFs();
      return result;
    },
  };
}
