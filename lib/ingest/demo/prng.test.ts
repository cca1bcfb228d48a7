import { Rng, streamSeed } from "./prng";

describe("Rng", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("derives independent named streams", () => {
    expect(streamSeed(1, "a")).toBe(streamSeed(1, "a"));
    expect(streamSeed(1, "a")).not.toBe(streamSeed(1, "b"));
    expect(streamSeed(1, "a")).not.toBe(streamSeed(2, "a"));
    expect(Rng.stream(7, "x").next()).toBe(Rng.stream(7, "x").next());
  });

  it("draws standard normals (Box-Muller) with mean 0 and variance 1", () => {
    const rng = new Rng(2024);
    const n = 200_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const z = rng.normal();
      sum += z;
      squares += z * z;
    }
    const mean = sum / n;
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(squares / n - mean * mean - 1)).toBeLessThan(0.01);
  });

  it("picks integers in range, samples without replacement and shuffles to a permutation", () => {
    const rng = new Rng(5);
    const ints = Array.from({ length: 1000 }, () => rng.int(3, 7));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(7);
    const sample = rng.weightedSample([1, 2, 3, 4, 5, 6], [1, 1, 1, 1, 1, 100], 4);
    expect(new Set(sample).size).toBe(4);
    expect(sample).toContain(6);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
