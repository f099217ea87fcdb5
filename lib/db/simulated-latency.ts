/**
 * A D1 binding that answers every query `delayMs` later: lets the benchmark show that pages
 * stream (the first byte does not wait for the database) by slowing the database on purpose.
 * Only ever applied outside production (lib/db/client.ts), never by default.
 */
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function slowStatement(statement: D1PreparedStatement, ms: number): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "bind") return (...args: unknown[]) => slowStatement(value.apply(target, args), ms);
      if (property === "all" || property === "first" || property === "run" || property === "raw") {
        return async (...args: unknown[]) => {
          await delay(ms);
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

export function withSimulatedLatency(db: D1Database, delayMs: number): D1Database {
  if (delayMs <= 0) return db;
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "prepare") return (query: string) => slowStatement(target.prepare(query), delayMs);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          await delay(delayMs);
          return target.batch(statements);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
