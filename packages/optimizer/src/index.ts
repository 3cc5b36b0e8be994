export { solve, EXACT_UP_TO } from './solve';
export { parseTsplib, parseMatrix, formatTour, type ParsedInstance } from './tsplib';
export type { AbortFlag, CostFunction, Pin, Problem, Solution, SolveOptions } from './types';
