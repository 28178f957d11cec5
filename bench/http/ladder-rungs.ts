/** The rungs of bench/http/ladder.ts, in order: each adds one layer of what (a) pays over a bare hello. */
export const Rungs = ['hello', 'hello@a', 'body', 'options', 'headers', 'compress', 'nul', 'log', 'route', 'session', 'signed', 'app'] as const;
export type Rung = (typeof Rungs)[number];
