import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rules of ARCHITECTURE.md, proven on the real ESLint configuration: contracts ← client ← ui ← apps. */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['packages/contracts/src/probe.ts', "import { ApiClient } from '@zhuyun/client';\nexport const x = ApiClient;\n"],
    ['packages/client/src/probe.ts', "import { SendCodeButton } from '@zhuyun/ui';\nexport const x = SendCodeButton;\n"],
    ['apps/server/src/probe.ts', "import { ApiClient } from '@zhuyun/client';\nexport const x = ApiClient;\n"],
    ['apps/web/src/features/home/probe.ts', "import { LoginPage } from '../auth/pages/login-page';\nexport const x = LoginPage;\n"],
  ])('refuses the upward or sideways import in %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  }, 60_000);

  it.each([
    ['packages/client/src/probe.ts', "import { routes } from '@zhuyun/contracts';\nexport const x = routes;\n"],
    ['packages/ui/src/probe.ts', "import { ApiClient } from '@zhuyun/client';\nexport const x = ApiClient;\n"],
    ['apps/web/src/features/auth/probe.ts', "import { LoginPage } from './pages/login-page';\nexport const x = LoginPage;\n"],
  ])('allows the downward or same-feature import in %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);
});
