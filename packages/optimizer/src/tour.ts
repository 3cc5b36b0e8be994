/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read in the solver's hot
   loops, always within bounds: noUncheckedIndexedAccess would otherwise cost a check per read. */
/**
 * A tour as an array of nodes plus each node's position. Every change is a reversal of a run of
 * positions, and while `recording` each is journalled so that a rejected kick (and the moves that
 * followed it) can be undone exactly by replaying the reversals backwards.
 */
export class Tour {
  readonly n: number;
  readonly order: Int32Array;
  readonly pos: Int32Array;
  recording = false;
  private journal = new Int32Array(1024);
  journalLength = 0;

  constructor(order: Int32Array) {
    this.n = order.length;
    this.order = order;
    this.pos = new Int32Array(this.n);
    for (let p = 0; p < this.n; p++) this.pos[order[p]!] = p;
  }

  next(v: number): number {
    const p = this.pos[v]! + 1;
    return this.order[p === this.n ? 0 : p]!;
  }

  prev(v: number): number {
    const p = this.pos[v]!;
    return this.order[p === 0 ? this.n - 1 : p - 1]!;
  }

  /** Positions from `v`, counting forward from `origin` (0 for origin itself). */
  offset(origin: number, v: number): number {
    const d = this.pos[v]! - this.pos[origin]!;
    return d < 0 ? d + this.n : d;
  }

  /** Reverses positions i..j, cyclic and inclusive. */
  reversePositions(i: number, j: number): void {
    const { n, order, pos } = this;
    if (this.recording) this.record(i, j);
    let length = j - i;
    if (length < 0) length += n;
    for (let swaps = (length + 1) >> 1; swaps > 0; swaps--) {
      const a = order[i]!;
      const b = order[j]!;
      order[i] = b;
      pos[b] = i;
      order[j] = a;
      pos[a] = j;
      if (++i === n) i = 0;
      if (--j < 0) j = n - 1;
    }
  }

  /**
   * The 2-opt move that removes edges {a, an} and {b, bn} and adds {a, b} and {an, bn}; `an`
   * and `bn` lie on the same side of `a` and `b`. Reverses whichever side is shorter, so the
   * direction of travel may flip: symmetric costs only.
   */
  twoOpt(a: number, an: number, b: number, _bn: number): void {
    const forward = this.next(a) === an;
    let i = this.pos[forward ? an : b]!;
    let j = this.pos[forward ? b : an]!;
    let inner = j - i;
    if (inner < 0) inner += this.n;
    if (2 * (inner + 1) > this.n) {
      const from = j + 1 === this.n ? 0 : j + 1;
      j = i === 0 ? this.n - 1 : i - 1;
      i = from;
    }
    this.reversePositions(i, j);
  }

  /**
   * Swaps the adjacent runs X (length lx, from position p) and Y (length ly, right after it),
   * keeping each run's direction: with Z the rest, the cycle X Y Z becomes Y X Z, which is the
   * same cycle as X Z Y and Z Y X, so the two shortest runs are the ones moved.
   */
  swapAdjacent(p: number, lx: number, ly: number): void {
    const n = this.n;
    const lz = n - lx - ly;
    if (lz >= lx && lz >= ly) this.swapRuns(p, lx, ly);
    else if (lx >= ly) this.swapRuns(wrap(p + lx, n), ly, lz);
    else this.swapRuns(wrap(p + lx + ly, n), lz, lx);
  }

  private swapRuns(p: number, lx: number, ly: number): void {
    if (lx === 0 || ly === 0) return;
    const n = this.n;
    this.reversePositions(p, wrap(p + lx + ly - 1, n));
    this.reversePositions(p, wrap(p + ly - 1, n));
    this.reversePositions(wrap(p + ly, n), wrap(p + lx + ly - 1, n));
  }

  /** Starts a fresh journal: what follows can be undone with `undoTo(0)`. */
  startJournal(): void {
    this.journalLength = 0;
    this.recording = true;
  }

  undoTo(mark: number): void {
    const recording = this.recording;
    this.recording = false;
    while (this.journalLength > mark) {
      this.journalLength -= 2;
      this.reversePositions(
        this.journal[this.journalLength]!,
        this.journal[this.journalLength + 1]!,
      );
    }
    this.recording = recording;
  }

  private record(i: number, j: number): void {
    if (this.journalLength + 2 > this.journal.length) {
      const bigger = new Int32Array(this.journal.length * 2);
      bigger.set(this.journal);
      this.journal = bigger;
    }
    this.journal[this.journalLength++] = i;
    this.journal[this.journalLength++] = j;
  }
}

function wrap(p: number, n: number): number {
  return p >= n ? p - n : p;
}
