export interface SteadyOptions {
  runs: number;
  busy: number;
  build: boolean;
  filters: string[];
}

/** `--runs N --busy N --no-build [filters…]`; a bad number is refused rather than guessed. */
export function parseSteadyArgs(argv: string[]): SteadyOptions {
  const options: SteadyOptions = { runs: 5, busy: 1, build: true, filters: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--no-build') options.build = false;
    else if (arg === '--runs' || arg === '--busy') {
      const value = Number(argv[(i += 1)]);
      if (!Number.isInteger(value) || value < (arg === '--runs' ? 1 : 0)) throw new Error(`${arg} needs a whole number, got ${argv[i]}`);
      options[arg === '--runs' ? 'runs' : 'busy'] = value;
    } else options.filters.push(arg);
  }
  return options;
}
