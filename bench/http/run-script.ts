/**
 * Runs a bench script's `main`: a failure is printed and sets the exit code, `cleanUp` runs either way (servers
 * stopped, bench databases dropped), then the process exits, so that a pool or timer left open cannot keep it up.
 */
export async function runScript(main: () => Promise<void>, cleanUp: () => Promise<unknown> | void = () => undefined): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  process.exit();
}
