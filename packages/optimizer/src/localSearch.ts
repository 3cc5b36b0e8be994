/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read in the solver's hot
   loops, always within bounds: noUncheckedIndexedAccess would otherwise cost a check per read. */
import { randomInt } from './random';
import { Tour } from './tour';
import type { AbortFlag, CostFunction } from './types';

/** Gains below this are rounding noise (costs may be fractional straight-line distances). */
const EPS = 1e-7;
/** Lin-Kernighan step: how many candidates each level of the chain tries, and so its depth. */
const LK_BREADTH = [0, 5, 3, 1];
const LK_DEPTH = LK_BREADTH.length - 1;
/** Or-opt moves segments of up to this many stops. */
const OR_OPT_MAX = 3;
/** A kick rearranges three runs of at most this many stops, next to each other... */
const KICK_RUN = 30;
/**
 * ...except this share of kicks, whose runs may be as long as a third of the tour: they can
 * reorder whole towns of clustered stops, which no local kick reaches.
 */
const GLOBAL_KICKS = 0.05;
/** The clock and the abort flag are read once per this many steps of the search. */
const CHECK_EVERY = 16;

export interface Graph {
  /** Nodes, including a dummy one for an open route. */
  m: number;
  symmetric: boolean;
  dist: CostFunction;
  /** Candidate lists, `width` per node: cheapest out-going (`out`) and in-coming (`in`) edges. */
  out: Int32Array;
  in: Int32Array;
  width: number;
}

export interface SearchLimits {
  deadline: number;
  maxKicks: number;
  signal: AbortFlag | undefined;
  now: () => number;
}

/**
 * Iterated local search. The local search is move-by-move first improvement driven by a queue of
 * nodes whose surroundings changed (don't-look bits): a Lin-Kernighan step of up to three 2-opt
 * flips (symmetric costs), Or-opt (a run of up to three stops moved elsewhere, turned round too
 * when costs are symmetric) and or-3opt (two neighbouring runs swapped, no run reversed). The kick
 * is a double bridge on three short runs next to each other, so the search after it stays local;
 * a kicked tour is kept when it is no longer than before, otherwise its changes are undone.
 */
export class Search {
  readonly tour: Tour;
  length: number;
  kicks = 0;
  private readonly g: Graph;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private head = 0;
  private size = 0;
  private gained = 0;
  private steps = 0;
  private stopped = false;

  constructor(
    graph: Graph,
    initial: Int32Array,
    private readonly limits: SearchLimits,
    private readonly random: () => number,
  ) {
    this.g = graph;
    this.tour = new Tour(initial);
    this.queue = new Int32Array(graph.m);
    this.queued = new Uint8Array(graph.m);
    this.length = tourLength(graph.dist, initial);
  }

  /** Runs until the deadline, the kick count or the abort flag; the tour is then the best found. */
  run(): void {
    const { tour } = this;
    for (let p = 0; p < this.g.m; p++) this.push(tour.order[p]!);
    this.length -= this.descend();
    if (this.g.m < 8) return;
    while (!this.stopped && this.kicks < this.limits.maxKicks) {
      this.kicks++;
      tour.startJournal();
      const before = this.length;
      const after = before + this.kick() - this.descend();
      if (after <= before + EPS) this.length = after;
      else tour.undoTo(0);
    }
    tour.recording = false;
  }

  private timeUp(): boolean {
    if (++this.steps % CHECK_EVERY !== 0) return this.stopped;
    if (this.limits.signal?.aborted || this.limits.now() >= this.limits.deadline)
      this.stopped = true;
    return this.stopped;
  }

  private push(v: number): void {
    if (this.queued[v]) return;
    this.queued[v] = 1;
    let at = this.head + this.size;
    if (at >= this.g.m) at -= this.g.m;
    this.queue[at] = v;
    this.size++;
  }

  /** Improves until no queued node finds a move; returns the total gain. */
  private descend(): number {
    this.gained = 0;
    while (this.size > 0 && !this.timeUp()) {
      const v = this.queue[this.head]!;
      if (++this.head === this.g.m) this.head = 0;
      this.size--;
      this.queued[v] = 0;
      const improved = this.g.symmetric
        ? this.linKernighan(v) || this.orOpt(v) || this.or3opt(v)
        : this.orOpt(v) || this.or3opt(v);
      if (improved) this.push(v);
    }
    if (this.stopped) {
      // Whatever is left queued is searched by the next call, if any.
      while (this.size > 0) {
        this.queued[this.queue[this.head]!] = 0;
        if (++this.head === this.g.m) this.head = 0;
        this.size--;
      }
    }
    return this.gained;
  }

  private linKernighan(t1: number): boolean {
    const { tour, g } = this;
    const after = tour.next(t1);
    if (this.lkStep(t1, after, g.dist(t1, after), 1)) return true;
    const before = tour.prev(t1);
    return this.lkStep(t1, before, g.dist(t1, before), 1);
  }

  /**
   * One level of the chain: {t1, t2} is the edge to break, `gain` what was removed minus what was
   * added so far (not counting {t1, t2}). Adding {t2, t3} and breaking {t3, t4} leaves {t4, t1}
   * to close with: first every candidate is tried as a closing 2-opt move (no flip needed to
   * judge it), then the most promising few are flipped and the chain goes one level deeper.
   */
  private lkStep(t1: number, t2: number, gain: number, depth: number): boolean {
    const { tour, g } = this;
    const forward = tour.next(t2) === t1;
    const other = forward ? tour.prev(t2) : tour.next(t2);
    const first = t2 * g.width;
    const end = first + g.width;
    for (let c = first; c < end; c++) {
      const t3 = g.out[c]!;
      const g1 = gain - g.dist(t2, t3);
      if (g1 <= EPS) break;
      if (t3 === t1 || t3 === other || t3 === t2) continue;
      const t4 = forward ? tour.next(t3) : tour.prev(t3);
      const closed = g1 + g.dist(t3, t4) - g.dist(t4, t1);
      if (closed > EPS) {
        tour.twoOpt(t2, t1, t3, t4);
        this.gained += closed;
        this.pushAll(t1, t2, t3, t4);
        return true;
      }
    }
    if (depth === LK_DEPTH) return false;
    let tried = 0;
    for (let c = first; c < end && tried < LK_BREADTH[depth]!; c++) {
      const t3 = g.out[c]!;
      const g1 = gain - g.dist(t2, t3);
      if (g1 <= EPS) break;
      if (t3 === t1 || t3 === other || t3 === t2) continue;
      tried++;
      const t4 = forward ? tour.next(t3) : tour.prev(t3);
      const mark = tour.journalLength;
      const recording = tour.recording;
      tour.recording = true;
      tour.twoOpt(t2, t1, t3, t4);
      const deeper = this.lkStep(t1, t4, g1 + g.dist(t3, t4), depth + 1);
      if (deeper) {
        this.pushAll(t1, t2, t3, t4);
        if (!recording) tour.journalLength = mark;
      } else {
        tour.undoTo(mark);
      }
      tour.recording = recording;
      if (deeper) return true;
    }
    return false;
  }

  private pushAll(a: number, b: number, c: number, d: number): void {
    this.push(a);
    this.push(b);
    this.push(c);
    this.push(d);
  }

  /** Moves the run of up to three stops starting at `s1` between two neighbours elsewhere. */
  private orOpt(s1: number): boolean {
    const { tour, g } = this;
    const { dist } = g;
    let s2 = s1;
    for (let length = 1; length <= OR_OPT_MAX && length + 3 <= g.m; length++) {
      if (length > 1) s2 = tour.next(s2);
      const p = tour.prev(s1);
      const q = tour.next(s2);
      const removed = dist(p, s1) + dist(s2, q) - dist(p, q);
      if (removed <= EPS) continue;
      // A new edge into s1 (c -> s1 -> ... -> s2 -> next(c)) from the candidates of s1.
      for (let c = s1 * g.width, end = c + g.width; c < end; c++) {
        const x = g.in[c]!;
        const g1 = removed - dist(x, s1);
        if (g1 <= EPS) break;
        if (this.inRun(x, s1, length)) continue;
        const y = tour.next(x);
        if (y === s1) continue;
        if (g1 + dist(x, y) - dist(s2, y) > EPS) {
          this.gained += g1 + dist(x, y) - dist(s2, y);
          return this.moveRun(s1, s2, length, x, false);
        }
        if (g.symmetric) {
          // x's other neighbour, the run turned round: ... y' s1 ... s2 x ...
          const w = tour.prev(x);
          if (w !== s2 && !this.inRun(w, s1, length)) {
            const gain = g1 + dist(w, x) - dist(s2, w);
            if (gain > EPS) {
              this.gained += gain;
              return this.moveRun(s1, s2, length, w, true);
            }
          }
        }
      }
      // A new edge out of s2 (prev(y) -> s1 -> ... -> s2 -> y) from the candidates of s2.
      for (let c = s2 * g.width, end = c + g.width; c < end; c++) {
        const y = g.out[c]!;
        const g1 = removed - dist(s2, y);
        if (g1 <= EPS) break;
        if (this.inRun(y, s1, length)) continue;
        const x = tour.prev(y);
        if (x === s2) continue;
        const gain = g1 + dist(x, y) - dist(x, s1);
        if (gain > EPS) {
          this.gained += gain;
          return this.moveRun(s1, s2, length, x, false);
        }
        if (g.symmetric) {
          const z = tour.next(y);
          if (z !== s1 && !this.inRun(z, s1, length)) {
            const turned = g1 + dist(y, z) - dist(s1, z);
            if (turned > EPS) {
              this.gained += turned;
              return this.moveRun(s1, s2, length, y, true);
            }
          }
        }
      }
    }
    return false;
  }

  private inRun(v: number, s1: number, length: number): boolean {
    return this.tour.offset(s1, v) < length;
  }

  /** Puts the run s1..s2 right after `x` (turned round if `turn`), in travel order. */
  private moveRun(s1: number, s2: number, length: number, x: number, turn: boolean): boolean {
    const { tour } = this;
    const p = tour.prev(s1);
    const q = tour.next(s2);
    const y = tour.next(x);
    // The cycle is: run, q .. x, y .. p. Swapping the run with q .. x puts it between x and y.
    tour.swapAdjacent(tour.pos[s1]!, length, tour.offset(q, x) + 1);
    if (turn) tour.reversePositions(tour.pos[s1]!, tour.pos[s2]!);
    this.push(p);
    this.push(q);
    this.push(x);
    this.push(y);
    this.push(s1);
    this.push(s2);
    return true;
  }

  /**
   * or-3opt: a -> a1 .. b -> b1 .. c -> c1 becomes a -> b1 .. c -> a1 .. b -> c1, the two runs
   * swapped and neither reversed, so it is valid for asymmetric costs.
   */
  private or3opt(a: number): boolean {
    const { tour, g } = this;
    const { dist } = g;
    const a1 = tour.next(a);
    const base = dist(a, a1);
    for (let i = a * g.width, iEnd = i + g.width; i < iEnd; i++) {
      const b1 = g.out[i]!;
      const g1 = base - dist(a, b1);
      if (g1 <= EPS) break;
      if (b1 === a1 || b1 === a) continue;
      const b = tour.prev(b1);
      const at1 = tour.offset(a, b1);
      const open = g1 + dist(b, b1);
      for (let j = b * g.width, jEnd = j + g.width; j < jEnd; j++) {
        const c1 = g.out[j]!;
        const g2 = open - dist(b, c1);
        if (g2 <= EPS) break;
        const atC1 = tour.offset(a, c1) || g.m;
        if (atC1 <= at1) continue;
        const c = tour.prev(c1);
        const gain = g2 + dist(c, c1) - dist(c, a1);
        if (gain > EPS) {
          this.gained += gain;
          tour.swapAdjacent(tour.pos[a1]!, at1 - 1, atC1 - at1);
          for (const v of [a, a1, b, b1, c, c1]) this.push(v);
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Double bridge on three short runs R1 R2 R3 after a random stop: they become R3 R2 R1, each
   * kept in its direction. Returns how much longer the tour got.
   */
  private kick(): number {
    const { tour, g, random } = this;
    const { dist } = g;
    const longest = Math.floor((g.m - 2) / 3);
    const most = Math.max(1, random() < GLOBAL_KICKS ? longest : Math.min(KICK_RUN, longest));
    const l1 = 1 + randomInt(random, most);
    const l2 = 1 + randomInt(random, most);
    const l3 = 1 + randomInt(random, most);
    const p = randomInt(random, g.m);
    const at = (k: number) => tour.order[(p + k) % g.m]!;
    const r0 = at(0);
    const a1 = at(1);
    const a2 = at(l1);
    const b1 = at(l1 + 1);
    const b2 = at(l1 + l2);
    const c1 = at(l1 + l2 + 1);
    const c2 = at(l1 + l2 + l3);
    const r1 = at(l1 + l2 + l3 + 1);
    const delta =
      dist(r0, c1) +
      dist(c2, b1) +
      dist(b2, a1) +
      dist(a2, r1) -
      dist(r0, a1) -
      dist(a2, b1) -
      dist(b2, c1) -
      dist(c2, r1);
    const start = (p + 1) % g.m;
    tour.swapAdjacent(start, l1, l2);
    tour.swapAdjacent(start, l2 + l1, l3);
    for (const v of [r0, a1, a2, b1, b2, c1, c2, r1]) this.push(v);
    return delta;
  }
}

export function tourLength(dist: CostFunction, order: ArrayLike<number>): number {
  let total = 0;
  for (let p = 0; p < order.length; p++) {
    total += dist(order[p]!, order[p + 1 === order.length ? 0 : p + 1]!);
  }
  return total;
}
