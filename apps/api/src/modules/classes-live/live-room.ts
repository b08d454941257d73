// One running class as an instance sees it: each participant's samples so far and their tile. Every
// instance with sockets on the class keeps one, fed by the bus, so a frame is computed where it is sent.
import {
  LIVE_DROPOUT_SECONDS,
  type TLiveClassInfo,
  type TLiveState,
  type TLiveTile,
} from '@pulseboard/contract/classes-live';
import { displayName } from '@pulseboard/core/display-name';
import { HR_MAX, HR_MIN, MISSING_SAMPLE } from '@pulseboard/core/hr-samples';
import { percentOfMax, zoneOf } from '@pulseboard/core/hr-zones';
import { effectiveMaxHr } from '@pulseboard/core/max-hr';
import type { TClubScoring } from '../workouts/workouts.repository.ts';
import { scoreSamples, type TScoring } from '../workouts/workouts-store.service.ts';
import type { TLiveAthlete, TLiveClassRow } from './classes-live.repository.ts';
import type { TBusSample } from './live-bus.ts';

interface TParticipant {
  athlete: TLiveAthlete;
  maxHr: number | null;
  /** bpm per second since the start, 0 for a missing one (the engine's cleaned form). */
  samples: number[];
  hr: number | null;
  lastSampleAt: string | null;
  /** When this instance last had a reading for them (ms), for the dropout flag. */
  seenAt: number;
  scored: { points: number; calories: number; length: number };
}

export const classInfoOf = (row: TLiveClassRow): TLiveClassInfo => ({
  id: row.id,
  name: row.name,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
});

/** A reading as the engine stores it: a whole bpm within 25-250, else missing. */
export const engineBpm = (bpm: number | null) =>
  bpm !== null && bpm >= HR_MIN && bpm <= HR_MAX ? Math.round(bpm) : MISSING_SAMPLE;

export class LiveRoom {
  private readonly participants = new Map<number, TParticipant>();

  row: TLiveClassRow;
  private readonly club: TClubScoring;
  private readonly scoring: TScoring;

  constructor(row: TLiveClassRow, club: TClubScoring, scoring: TScoring) {
    this.row = row;
    this.club = club;
    this.scoring = scoring;
  }

  has(userId: number): boolean {
    return this.participants.has(userId);
  }

  /** Adds a participant (booked, or first heard from) with no readings yet. */
  add(athlete: TLiveAthlete): void {
    if (this.participants.has(athlete.id)) return;
    const start = this.row.startedAt ?? new Date();
    this.participants.set(athlete.id, {
      athlete,
      maxHr: effectiveMaxHr({ maxHr: athlete.maxHr, birthDate: athlete.birthDate }, start),
      samples: [],
      hr: null,
      lastSampleAt: null,
      seenAt: 0,
      scored: { points: 0, calories: 0, length: 0 },
    });
  }

  /** Applies one reading of a known participant; `seenAt` is when it counts as heard (ms). */
  apply(sample: TBusSample, seenAt: number): void {
    const p = this.participants.get(sample.userId);
    if (!p || sample.second < 0) return;
    while (p.samples.length <= sample.second) p.samples.push(MISSING_SAMPLE);
    p.samples[sample.second] = engineBpm(sample.bpm);
    // A null reading (the sensor said nothing) is stored but does not keep the tile alive.
    if (sample.bpm === null) return;
    if (p.lastSampleAt === null || sample.at >= p.lastSampleAt) {
      p.hr = sample.bpm;
      p.lastSampleAt = sample.at;
    }
    p.seenAt = Math.max(p.seenAt, seenAt);
    p.scored.length = -1;
  }

  /** The frame: one tile per participant, by name. */
  state(now: number): TLiveState {
    const tiles = [...this.participants.values()].map((p) => this.tile(p, now));
    tiles.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
    return { class: classInfoOf(this.row), at: new Date(now).toISOString(), tiles };
  }

  private tile(p: TParticipant, now: number): TLiveTile {
    const { hr, maxHr } = p;
    const zone = hr !== null && maxHr ? zoneOf(hr, maxHr, this.scoring.starts) : -1;
    const { points, calories } = this.figures(p);
    return {
      userId: p.athlete.id,
      name: displayName(p.athlete),
      hr,
      percentMax: hr !== null && maxHr ? Math.round(percentOfMax(hr, maxHr)) : null,
      zone: zone >= 0 ? zone : null,
      color: zone >= 0 ? (this.scoring.colors?.[zone] ?? null) : null,
      points,
      calories,
      dropped: p.lastSampleAt !== null && now - p.seenAt > LIVE_DROPOUT_SECONDS * 1000,
      lastSampleAt: p.lastSampleAt,
    };
  }

  // The engine's own figures over the samples so far, recomputed only after new ones (an hour of
  // samples is one pass over 3,600 bytes).
  private figures(p: TParticipant) {
    if (p.scored.length === p.samples.length || !p.maxHr) return p.scored;
    const summary = scoreSamples({
      athlete: p.athlete,
      club: this.club,
      scoring: this.scoring,
      samples: Uint8Array.from(p.samples),
      sampleInterval: 1,
      start: this.row.startedAt ?? new Date(),
      maxHrUsed: p.maxHr,
    });
    p.scored = { points: summary.points, calories: summary.calories, length: p.samples.length };
    return p.scored;
  }
}
