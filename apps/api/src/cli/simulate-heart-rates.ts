// Plausible heart rates for a simulated class: a warm-up (first 15 %), 60 s hard / 60 s easy intervals,
// a cool-down (last 15 %). Each member has their own max HR, effort and lag; readings carry noise, and
// about once in ten minutes a member's sensor drops out for 8-20 s (nothing is sent meanwhile).

interface TSimMember {
  memberId: number;
  maxHr: number;
  /** How hard they push, as a share of the plan's target. */
  effort: number;
  /** How fast their heart follows the target (share of the gap closed each second). */
  lag: number;
  hr: number;
  droppedUntil: number;
}

/** A small seeded generator (mulberry32), so two runs with the same seed stream the same class. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The plan's target as a share of max HR at a second of the class. */
export function targetShare(second: number, total: number): number {
  const warm = total * 0.15;
  const cool = total * 0.85;
  if (second < warm) return 0.55 + (0.15 * second) / warm;
  if (second >= cool) return 0.72 - (0.17 * (second - cool)) / (total - cool);
  return Math.floor((second - warm) / 60) % 2 === 0 ? 0.88 : 0.7;
}

export function createHeartRates(memberIds: readonly number[], totalSeconds: number, seed = 7) {
  const rnd = random(seed);
  const members: TSimMember[] = memberIds.map((memberId) => ({
    memberId,
    maxHr: Math.round(175 + rnd() * 25),
    effort: 0.9 + rnd() * 0.16,
    lag: 0.06 + rnd() * 0.08,
    hr: Math.round(65 + rnd() * 20),
    droppedUntil: -1,
  }));
  return {
    /** The samples of one second: one per member whose sensor is sending. */
    next(second: number) {
      const target = targetShare(second, totalSeconds);
      const samples: { memberId: number; bpm: number }[] = [];
      for (const m of members) {
        m.hr += (target * m.effort * m.maxHr - m.hr) * m.lag + (rnd() - 0.5) * 4;
        if (second < m.droppedUntil) continue;
        if (rnd() < 1 / 600) {
          m.droppedUntil = second + 8 + Math.floor(rnd() * 12);
          continue;
        }
        samples.push({ memberId: m.memberId, bpm: Math.max(40, Math.min(220, Math.round(m.hr))) });
      }
      return samples;
    },
  };
}
