/** The 0–100 site plan: the checkpoints of a route, numbered in order, and where the robot stands. North is up. */
export function SitePlan({ robot, checkpoints }: { robot: { x: number; y: number; name: string } | null; checkpoints: { name: string; x: number; y: number }[] }) {
  const y = (v: number) => 100 - v;
  return (
    <svg viewBox="-5 -5 110 110" width="100%" role="img" aria-label={robot ? `${robot.name}位于 (${robot.x}, ${robot.y})` : '巡检平面图'}>
      <rect x={0} y={0} width={100} height={100} fill="#f5f7fa" stroke="#d9d9d9" strokeWidth={0.5} />
      {checkpoints.length > 1 && <polyline points={checkpoints.map((c) => `${c.x},${y(c.y)}`).join(' ')} fill="none" stroke="#91caff" strokeWidth={0.8} strokeDasharray="2 1" />}
      {checkpoints.map((c, i) => (
        <g key={`${c.name}-${i}`}>
          <circle cx={c.x} cy={y(c.y)} r={2.2} fill="#1677ff" />
          <text x={c.x + 3} y={y(c.y) + 1.5} fontSize={4} fill="#595959">
            {i + 1}. {c.name}
          </text>
        </g>
      ))}
      {robot && <circle cx={robot.x} cy={y(robot.y)} r={3.5} fill="#fa8c16" stroke="#fff" strokeWidth={1} />}
    </svg>
  );
}
