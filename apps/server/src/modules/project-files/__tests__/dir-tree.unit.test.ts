import { describe, expect, it } from 'vitest';
import { buildTree, depthOf, heightOf, subtreeOf } from '../dir-tree';
import { sniffDocKind } from '../doc-kind';

const dir = (dir_id: string, parent_id: string | null, file_count = 0, sort_no = 0) => ({ dir_id, parent_id, dir_name: dir_id, sort_no, file_count });

describe('directory tree', () => {
  const rows = [dir('b', null, 1, 2), dir('a', null, 0, 1), dir('a1', 'a', 2), dir('a2', 'a', 0), dir('a1x', 'a1', 3)];

  it('nests by order then name, and counts the files in and below each directory', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => [n.dir_id, n.total_file_count])).toEqual([['a', 5], ['b', 1]]);
    expect(tree[0]!.children.map((n) => [n.dir_id, n.file_count, n.total_file_count])).toEqual([['a1', 2, 5], ['a2', 0, 0]]);
  });

  it('knows depths, heights and subtrees', () => {
    expect(depthOf(rows, 'a1x')).toBe(3);
    expect(depthOf(rows, null)).toBe(0);
    expect(heightOf(rows, 'a')).toBe(3);
    expect([...subtreeOf(rows, 'a')].sort()).toEqual(['a', 'a1', 'a1x', 'a2']);
  });
});

describe('project file kinds', () => {
  const bytes = (...b: number[]) => Uint8Array.from([...b, ...Array(16 - b.length).fill(0)]);
  it('reads the kind from the bytes and lets the name choose only within a container', () => {
    expect(sniffDocKind(bytes(0x25, 0x50, 0x44, 0x46, 0x2d), 'x.docx')?.ext).toBe('pdf');
    expect(sniffDocKind(bytes(0x50, 0x4b, 0x03, 0x04), '清单.XLSX')?.ext).toBe('xlsx');
    expect(sniffDocKind(bytes(0x50, 0x4b, 0x03, 0x04), 'a.exe')?.ext).toBe('zip');
    expect(sniffDocKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'old.doc')?.mime).toBe('application/msword');
    expect(sniffDocKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'mail.msg')).toBeNull();
    expect(sniffDocKind(bytes(0x41, 0x43, 0x31, 0x30, 0x33, 0x32), 'plan.dwg')?.ext).toBe('dwg');
    expect(sniffDocKind(bytes(0x4d, 0x5a), 'setup.png')).toBeNull();
  });
});
