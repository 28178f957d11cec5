/**
 * The Node flags every start of the server passes (`npm start`, the e2e harness, the bench's servers; the deployment's
 * unit or container does the same, docs/deployment.md). They are read by V8 when the process starts and cannot be set
 * from inside it: `v8.setFlagsFromString` after start leaves the young generation as it was.
 *
 * `--max-semi-space-size=16`: V8's young generation at most 2 × 16 MB. Node 20 and 22 already default to 16 MB; Node
 * 24 sizes it from the machine's memory (64 MB semi-spaces on an 8 GB+ machine), and a server at rest then kept
 * ≈ 90 MB more resident (362–393 MB against 273–277 MB on Node 20, goal ≤ 400 MB). What the cap costs a call on Node
 * 24 is in docs/performance.md (session 21, branch node24); decision 025's addendum says why here.
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=16'];
