import { LRUCache } from 'lru-cache';

/** What one cache may hold in all: UTF-16 code units of JSON, about twice as many bytes. */
const MAX_CHARACTERS = 32 * 1024 * 1024;

interface Entry {
  version: string;
  json: string;
}

/**
 * A file area's list answers as sent (JSON text), by account and list (any JSON description of a
 * list): docs-get, storage-get. An entry is served only while the account's list version (kept by
 * database triggers on every write to the area's tables: doc_stats.list_version,
 * storage_list_versions.list_version) is the one it was built at, so a change anywhere, even
 * outside the area's module or in another backend process, is never answered from the cache.
 * Teachers go back and forth between the same few folders and the client re-fetches a list on
 * every open (seed 000 §2): most answers are repeats. `nocache` (seed 000 §7) skips the lookup.
 * Everything a cached answer shows must come from the tables whose writes bump the version.
 */
export class ListCache<List> {
  private readonly answers = new LRUCache<string, Entry>({
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (entry, key) => entry.json.length + key.length,
  });

  get(userId: string, list: List, version: string): string | undefined {
    const entry = this.answers.get(cacheKey(userId, list));
    return entry?.version === version ? entry.json : undefined;
  }

  set(userId: string, list: List, version: string, json: string): void {
    // An answer bigger than the whole cache (a search over a huge account) is simply not kept.
    if (json.length < MAX_CHARACTERS / 4)
      this.answers.set(cacheKey(userId, list), { version, json });
  }
}

const cacheKey = (userId: string, list: unknown) => `${userId}\u0000${JSON.stringify(list)}`;
