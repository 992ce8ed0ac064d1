import { describe, expect, it } from "vitest";
import { type CpuProfile, GAP_MIN_US, profileCpuMs, SPACING_CAP_FACTOR } from "./inspector";

/** A profile of the given samples: each a frame name and the µs since the sample before it. */
function profile(samples: [string, number][]): CpuProfile {
  const names = [...new Set(samples.map(([name]) => name))];
  return {
    nodes: names.map((functionName, i) => ({ id: i + 1, callFrame: { functionName } })),
    samples: samples.map(([name]) => names.indexOf(name) + 1),
    timeDeltas: samples.map(([, us]) => us),
  };
}

describe("CPU of a request from its profile", () => {
  it("counts the request's JavaScript and GC sample by sample, not the idle waits or the runtime's own work", () => {
    const figure = profileCpuMs(
      profile([
        ["(idle)", 100],
        ["render", 100],
        ["render", 150],
        ["(garbage collector)", 100],
        ["(program)", 100],
        ["(idle)", 100],
      ]),
      100,
    );
    expect(figure.cpuMs).toBeCloseTo(0.35);
    expect(figure.gcMs).toBeCloseTo(0.1);
    expect(figure.gaps).toBe(0);
    expect(figure.rawCpuMs).toBeCloseTo(0.35);
  });

  it("bills a sampler gap that ends on JavaScript as one spacing, and reports the gap instead", () => {
    // The machine ran another job for 40 ms: no sample, and no JavaScript of the request either.
    const figure = profileCpuMs(
      profile([
        ["render", 100],
        ["render", 100],
        ["render", 40_000],
        ["(idle)", 100],
        ["(idle)", 100],
      ]),
      100,
    );
    expect(figure.gaps).toBe(1);
    expect(figure.cpuMs).toBeCloseTo(0.3);
    expect(figure.gapMs).toBeCloseTo(39.9);
    expect(figure.rawCpuMs).toBeCloseTo(40.2);
  });

  it("finds the gaps of a profile starved throughout, whose median spacing is itself long", () => {
    const figure = profileCpuMs(
      profile([
        ["render", 20_000],
        ["render", 30_000],
        ["render", 100],
        ["(idle)", 25_000],
      ]),
      100,
    );
    expect(figure.gaps).toBe(2);
    expect(figure.cpuMs).toBeCloseTo(0.3);
  });

  it("takes no ordinary spread of the spacing for a gap", () => {
    const figure = profileCpuMs(
      profile([
        ["render", 100],
        ["render", 300],
        ["render", GAP_MIN_US],
        ["(idle)", 100],
      ]),
      100,
    );
    expect(figure.gaps).toBe(0);
    expect(figure.cpuMs).toBeCloseTo(1.4);
  });

  it("counts each sample of the isolate's own time up to the sampler's spacing", () => {
    // 700 µs of another isolate on the same thread (the local KV, say) end on this isolate's next sample.
    const figure = profileCpuMs(
      profile([
        ["render", 180],
        ["render", 700],
        ["(garbage collector)", 170],
        ["(idle)", 5_000],
      ]),
      100,
    );
    expect(SPACING_CAP_FACTOR).toBe(3);
    expect(figure.ownCpuMs).toBeCloseTo(0.65);
    expect(figure.cpuMs).toBeCloseTo(1.05);
  });
});
