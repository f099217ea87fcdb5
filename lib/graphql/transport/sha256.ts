/** Hex SHA-256 with Web Crypto: the APQ hash, identical in browsers, Workers and Node. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Remembers hashes of operation texts (the persisted-query hash cache keeps 2000 entries). */
export function createHashCache(max = 2000) {
  const cache = new Map<string, Promise<string>>();
  return (text: string): Promise<string> => {
    let hash = cache.get(text);
    if (!hash) {
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      hash = sha256Hex(text);
      cache.set(text, hash);
    }
    return hash;
  };
}
