/** The parts of an ECharts option that move: its animations, and an effect scatter's ripple. */
interface MovingOption {
  animation?: boolean;
  series?: unknown;
}

/**
 * An ECharts option without motion, for a person whose system asks for less (prefers-reduced-motion, WCAG 2.3.3):
 * charts appear drawn, without their entry and update animations, and an effect scatter's endless ripple plays only
 * while its point is hovered. A ripple redraws its canvas every frame for as long as the page is open: on a wall
 * screen or a busy machine that is a core kept busy for a decoration.
 */
export function stillChart<T extends MovingOption>(option: T): T & { animation: false } {
  const series = Array.isArray(option.series) ? option.series.map(still) : option.series === undefined ? undefined : still(option.series);
  return { ...option, animation: false, ...(series === undefined ? {} : { series }) };
}

function still(series: unknown): unknown {
  const s = series as { type?: string } | null;
  return s && s.type === 'effectScatter' ? { ...s, showEffectOn: 'emphasis' } : series;
}
