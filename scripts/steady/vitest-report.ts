export interface Failure {
  file: string;
  name: string;
  message: string;
}

interface JsonReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Failed tests of a vitest JSON report; a file that failed outside any test (a hook, a crash) counts as one. */
export function failuresOf(report: JsonReport): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(/^.*?(e2e\/)/, '$1');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push({ file: name, name: t.fullName ?? t.title, message: t.failureMessages?.[0] ?? '' });
    if (failed.length === 0 && file.status === 'failed') failures.push({ file: name, name: '(file)', message: file.message ?? '' });
  }
  return failures;
}
