// Seeded pseudo-random numbers for the demo dataset: mulberry32 streams, one per named purpose, so
// adding a draw in one place never shifts the numbers anywhere else. No Math.random anywhere.

/** 32-bit FNV-1a hash of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** splitmix32-style finaliser: spreads nearby inputs (seed 1, seed 2) over the whole 32-bit range. */
function mix32(value: number): number {
  let z = (value + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** The seed of the stream called `label` under the dataset seed `seed`. */
export function streamSeed(seed: number, label: string): number {
  return mix32((mix32(seed >>> 0) ^ fnv1a(label)) >>> 0);
}

export class Rng {
  private state: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A stream derived from the dataset seed and a label, e.g. `Rng.stream(seed, "scheme:12")`. */
  static stream(seed: number, label: string): Rng {
    return new Rng(streamSeed(seed, label));
  }

  /** Uniform in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal (Box-Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return spare;
    }
    let u = 0;
    while (u === 0) u = this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  /** exp(N(ln median, sigma)): positive, right-skewed, with the given median. */
  lognormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index drawn with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      target -= weights[i] ?? 0;
      if (target < 0) return i;
    }
    return weights.length - 1;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  }

  /** `count` distinct items, weighted sampling without replacement (order of drawing). */
  weightedSample<T>(items: readonly T[], weights: readonly number[], count: number): T[] {
    const pool = items.map((item, i) => ({ item, weight: weights[i] ?? 0 }));
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const index = this.weightedIndex(pool.map((p) => p.weight));
      const [taken] = pool.splice(index, 1);
      if (taken) chosen.push(taken.item);
    }
    return chosen;
  }
}
