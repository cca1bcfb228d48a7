import { trustedRead } from "@/lib/api/data-version";

/**
 * A serialized answer, written to every client as it is, and the ETag of its UTF-8 bytes. The body is those bytes,
 * or the JSON text itself when a worker thread worked it out (lib/xray/worker): bytes moved over from a thread are
 * memory outside V8's heap, and a flood of one-off answers of 80 KB made V8 run a full collection of the server's
 * heap every half second to account for them; a string is young garbage, collected cheaply. The cache stores bytes.
 */
export interface CachedResponse {
  body: Buffer | string;
  etag: string;
}

/** A stored answer: its bytes, so that every hit writes them as they are (text is encoded once, when stored). */
interface Entry extends CachedResponse {
  body: Buffer;
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

/** The share of either bound that entries read again may hold (the protected segment). */
const PROTECTED_SHARE = 0.8;

/** Entries in least recently used order (a Map keeps insertion order), with their bytes. */
class Segment {
  readonly entries = new Map<string, Entry>();
  bytes = 0;
  add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
  }
  remove(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.bytes -= entry.body.length;
    }
    return entry;
  }
  oldest(): string | undefined {
    for (const key of this.entries.keys()) return key;
    return undefined;
  }
}

/**
 * Serialized answers of the public GET endpoints, valid for one data version. The version lives in
 * PostgreSQL (data_version, bumped by every import in the same transaction), so every instance drops
 * its answers within `versionTtlMs` of an import landing: nothing here is state only one instance
 * knows. A segmented LRU: a new entry waits on probation and is protected once read again, so a flood of
 * answers nobody asks for twice (an X-ray with new amounts on every request, 250 KB each) evicts other one-off
 * answers, not the ones every visitor reads. When either bound is reached the least recently used entry on
 * probation goes first, then the least recently used protected one.
 */
export class ResponseCache {
  private readonly probation = new Segment();
  private readonly protected = new Segment();
  private version: string | null = null;
  private readonly readVersion: () => Promise<string>;

  constructor(private readonly options: ResponseCacheOptions) {
    this.readVersion = trustedRead(options.readVersion, options.versionTtlMs, options.now);
  }

  /** The current data version, read at most once per TTL however many requests ask at once. */
  async currentVersion(): Promise<string> {
    const version = await this.readVersion();
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
    return version;
  }

  get(key: string, version: string): CachedResponse | undefined {
    const entry = this.protected.entries.get(key) ?? this.probation.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Read again: the most recent protected entry; the protected segment's oldest go back on probation.
    if (!this.protected.remove(key)) this.probation.remove(key);
    this.protected.add(key, entry);
    const { maxEntries, maxBytes } = this.options;
    while (
      this.protected.entries.size > 1 &&
      (this.protected.entries.size > maxEntries * PROTECTED_SHARE || this.protected.bytes > maxBytes * PROTECTED_SHARE)
    ) {
      const oldest = this.protected.oldest()!;
      this.probation.add(oldest, this.protected.remove(oldest)!);
    }
    return entry;
  }

  /** Stores the answer; returns the entry later reads get (the answer itself when it is not stored). */
  set(key: string, version: string, value: CachedResponse): CachedResponse {
    if (version !== this.version) return value;
    const body = typeof value.body === "string" ? Buffer.from(value.body) : value.body;
    if (body.length > this.options.maxBytes / 4) return value;
    if (!this.protected.remove(key)) this.probation.remove(key);
    const entry: Entry = { body, etag: value.etag, version };
    this.probation.add(key, entry);
    while (this.size > this.options.maxEntries || this.probation.bytes + this.protected.bytes > this.options.maxBytes) {
      const segment = this.probation.entries.size > 0 ? this.probation : this.protected;
      segment.remove(segment.oldest()!);
    }
    return entry;
  }

  get size(): number {
    return this.probation.entries.size + this.protected.entries.size;
  }

  private clear(): void {
    for (const segment of [this.probation, this.protected]) {
      segment.entries.clear();
      segment.bytes = 0;
    }
  }
}
