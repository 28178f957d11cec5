import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Can } from '../can';
import { usePageAccessStore } from '../page-access-store';
import { EMPTY_ACCESS } from '../page-permissions';

afterEach(() => usePageAccessStore.getState().setAccess(EMPTY_ACCESS));

describe('<Can>', () => {
  it('shows its children only while the page set holds the object, and follows changes of the set', () => {
    usePageAccessStore.getState().setAccess({ path: '/x', pageObject: 'page.x', objects: new Set(['x.add']) });
    render(
      <>
        <Can object="x.add">
          <button>新增</button>
        </Can>
        <Can object="x.delete" fallback={<span>无权限</span>}>
          <button>删除</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText('无权限')).toBeInTheDocument();
    act(() => usePageAccessStore.getState().setAccess({ path: '/x', pageObject: 'page.x', objects: new Set(['x.delete']) }));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
