// The UTF-8 bytes of the last plan prefix of each scheme code, for scanNavBytes: kept in one arena, which a
// scan reads mostly in order (consecutive captures list their plans in the same order), and compared with a
// line four bytes at a time.

import { SMALL_CODES } from "./scheme-code-table";

const encoder = new TextEncoder();
// A UTF-16 unit that is half of no pair: with the u flag a whole pair is one code point, not a surrogate.
const LONE_SURROGATE = /\p{Cs}/u;

export class PrefixBytes {
  private arena = new Uint8Array(1 << 16);
  private view = new DataView(this.arena.buffer);
  private used = 0;
  /** By scheme code: where its prefix's bytes start in the arena (-1: none), and how many they are. */
  private readonly at = new Int32Array(SMALL_CODES).fill(-1);
  private readonly length = new Int32Array(SMALL_CODES);
  /** Where each prefix text's bytes are: a prefix is placed once however often its code comes back to it. */
  private readonly placed = new Map<string, { at: number; length: number }>();

  /** Remembers `prefix` as the last prefix of `code` (a code of 2^18 or more is never matched). */
  set(code: number, prefix: string): void {
    if (code < 0 || code >= SMALL_CODES) return;
    let place = this.placed.get(prefix);
    if (place === undefined) {
      // A text with a lone surrogate is in no UTF-8 file: no line can match it.
      place = LONE_SURROGATE.test(prefix) ? { at: -1, length: 0 } : this.append(prefix);
      this.placed.set(prefix, place);
    }
    this.at[code] = place.at;
    this.length[code] = place.length;
  }

  /** Encodes the text straight into the arena: an array of its own for each of a capture's 14,000 prefixes was garbage. */
  private append(text: string): { at: number; length: number } {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    const most = 3 * text.length;
    if (this.used + most > this.arena.length) {
      const arena = new Uint8Array(Math.max(this.arena.length * 2, this.used + most));
      arena.set(this.arena.subarray(0, this.used));
      this.arena = arena;
      this.view = new DataView(arena.buffer);
    }
    const at = this.used;
    const { written } = encoder.encodeInto(text, this.arena.subarray(at));
    this.used += written;
    return { at, length: written };
  }

  /**
   * The length of the last prefix of `code` if `bytes` (seen through `view`) hold it at `start`, else -1.
   * `code` >= 0.
   */
  match(code: number, bytes: Uint8Array, view: DataView, start: number): number {
    if (code >= SMALL_CODES) return -1;
    const at = this.at[code]!;
    if (at < 0) return -1;
    const length = this.length[code]!;
    if (start + length > bytes.length) return -1;
    const arena = this.arena;
    const arenaView = this.view;
    let i = 0;
    for (; i + 4 <= length; i += 4) if (view.getInt32(start + i, true) !== arenaView.getInt32(at + i, true)) return -1;
    for (; i < length; i++) if (bytes[start + i] !== arena[at + i]) return -1;
    return length;
  }
}
