/** The three recovery steps with the current one marked (spec-1 §4). */
export function Steps({ label, current, titles }: { label: string; current: number; titles: readonly string[] }) {
  return (
    <ol className="sv-steps" aria-label={label}>
      {titles.map((title, i) => (
        <li key={title} className={i < current ? 'is-done' : i === current ? 'is-current' : ''} aria-current={i === current ? 'step' : undefined}>
          <span className="sv-steps__dot">{i + 1}</span>
          <span>{title}</span>
        </li>
      ))}
    </ol>
  );
}
