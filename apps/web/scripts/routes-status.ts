// `npm run routes:status`: how many paths of the route table (spec-2 §2.2–2.3) have a real page, and the rest by group.
import { GROUP_TITLES } from '../src/app/route-paths';
import { ROUTE_PAGES } from '../src/app/route-pages';
import { ROUTE_TABLE } from '../src/app/route-table';

const print = (line = '') => process.stdout.write(`${line}\n`);
const hasPage = (path: string) => Object.hasOwn(ROUTE_PAGES, path);
const built = ROUTE_TABLE.filter((entry) => hasPage(entry.path) || entry.layout === 'entry');
const rest = ROUTE_TABLE.filter((entry) => !hasPage(entry.path) && entry.layout !== 'entry');

print(`route table: ${ROUTE_TABLE.length} paths (+ / and /login), ${built.length} with a real page, ${rest.length} show 功能开发中，敬请期待`);
print();
let group = '';
for (const entry of rest) {
  if (entry.group !== group) {
    group = entry.group;
    print(`${GROUP_TITLES[entry.group]} (${entry.group})`);
  }
  print(`  ${entry.path.padEnd(30)} ${entry.title}`);
}
