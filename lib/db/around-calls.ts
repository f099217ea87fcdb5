/**
 * A D1 binding whose every call (a statement's all/first/run/raw, and batch) goes through `around`.
 * The shape shared by the database's local-only behaviours (simulated latency, waiting out a lock)
 * so each of them is one small function, not another Proxy.
 */
export type Around = <T>(call: () => Promise<T>) => Promise<T>;

function statementAround(statement: D1PreparedStatement, around: Around): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "bind") return (...args: unknown[]) => statementAround(value.apply(target, args), around);
      if (property === "all" || property === "first" || property === "run" || property === "raw") {
        return (...args: unknown[]) => around(() => value.apply(target, args));
      }
      return value.bind(target);
    },
  });
}

export function aroundCalls(db: D1Database, around: Around): D1Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "prepare") return (query: string) => statementAround(target.prepare(query), around);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => around(() => target.batch(statements));
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
