/** The three recovery steps with the current one marked (spec-1 §4). */
export function Steps({ current, titles }: { current: number; titles: readonly string[] }) {
  return (
    <ol className="sv-steps" aria-label="找回服务密码步骤">
      {titles.map((title, i) => (
        <li key={title} className={i < current ? 'is-done' : i === current ? 'is-current' : ''} aria-current={i === current ? 'step' : undefined}>
          <span className="sv-steps__dot">{i + 1}</span>
          <span>{title}</span>
        </li>
      ))}
    </ol>
  );
}
