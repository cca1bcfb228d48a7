export interface CachedResponse {
  body: string;
  etag: string;
}

interface Entry extends CachedResponse {
  version: string;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** How long a read of the data version is trusted before it is read again. */
  versionTtlMs: number;
  readVersion: () => Promise<string>;
  now?: () => number;
}

/**
 * Serialized answers of the public GET endpoints, valid for one data version. The version lives in
 * PostgreSQL (data_version, bumped by every import in the same transaction), so every instance drops
 * its answers within `versionTtlMs` of an import landing: nothing here is state only one instance
 * knows. Least recently used entries go first when either bound is reached.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private version: string | null = null;
  private versionReadAt = -Infinity;
  private pendingVersion: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The current data version, read at most once per TTL however many requests ask at once. */
  async currentVersion(): Promise<string> {
    if (this.version !== null && this.now() - this.versionReadAt < this.options.versionTtlMs) return this.version;
    this.pendingVersion ??= this.options
      .readVersion()
      .then((version) => {
        if (version !== this.version) this.clear();
        this.version = version;
        this.versionReadAt = this.now();
        return version;
      })
      .finally(() => {
        this.pendingVersion = null;
      });
    return this.pendingVersion;
  }

  get(key: string, version: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores the answer; returns the entry later reads get (the answer itself when it is not stored). */
  set(key: string, version: string, value: CachedResponse): CachedResponse {
    const size = value.body.length;
    if (size > this.options.maxBytes / 4 || version !== this.version) return value;
    this.delete(key);
    const entry = { ...value, version };
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
