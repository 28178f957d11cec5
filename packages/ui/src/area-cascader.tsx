import { useEffect, useMemo, useState } from 'react';
import Cascader from 'antd/es/cascader';
import { routes, type AreaNode } from '@zhuyun/contracts';
import type { ApiClient } from '@zhuyun/client';
import { useApiClient } from './api-client-context';

/** What a chosen region means to a form: its area_id and the numbers of its province, city and district. */
export interface AreaChoice {
  area_id: number;
  provinceNo: string;
  cityNo: string | null;
  areaNo: string | null;
  names: string[];
}

export interface AreaCascaderProps {
  /** The codes of the chosen path, e.g. ['330000', '330100', '330114']. */
  value?: string[];
  onChange?: (codes: string[], choice: AreaChoice | null) => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  id?: string;
}

interface Option {
  value: string;
  label: string;
  area_id: number;
  children?: Option[];
}

const toOptions = (nodes: AreaNode[]): Option[] =>
  nodes.map((n) => ({ value: n.code, label: n.name, area_id: n.area_id, children: n.children ? toOptions(n.children) : undefined }));

// The tree (3,218 regions) never changes while the page lives: one request per client, shared by every cascader.
const treeByClient = new WeakMap<ApiClient, Promise<Option[]>>();
function loadTree(client: ApiClient): Promise<Option[]> {
  let tree = treeByClient.get(client);
  if (!tree) {
    tree = client.call(routes.getAreaTree, {}).then((answer) => toOptions(answer.list));
    tree.catch(() => treeByClient.delete(client));
    treeByClient.set(client, tree);
  }
  return tree;
}

/** Province → city → district picker (spec-2 §3), searchable by name; a city without districts is a full choice. */
export function AreaCascader({ value, onChange, placeholder = '请选择省/市/区', disabled, status, id }: AreaCascaderProps) {
  const client = useApiClient();
  const [options, setOptions] = useState<Option[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadTree(client).then(
      (tree) => live && setOptions(tree),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const search = useMemo(
    () => ({ filter: (input: string, path: Option[]) => path.some((o) => o.label.includes(input.trim())) }),
    [],
  );

  return (
    <Cascader<Option>
      id={id}
      style={{ width: '100%' }}
      options={options ?? []}
      value={value}
      loading={!options && !failed}
      disabled={disabled}
      status={failed ? 'error' : status}
      placeholder={failed ? '地区加载失败，请刷新重试' : placeholder}
      notFoundContent={options ? '无匹配地区' : '加载中…'}
      showSearch={search}
      changeOnSelect={false}
      onChange={(codes, path) => {
        const chosen = (path ?? []) as Option[];
        const last = chosen[chosen.length - 1];
        onChange?.(
          (codes ?? []) as string[],
          last
            ? {
                area_id: last.area_id,
                provinceNo: chosen[0]?.value ?? last.value,
                cityNo: chosen[1]?.value ?? null,
                areaNo: chosen[2]?.value ?? null,
                names: chosen.map((o) => o.label),
              }
            : null,
        );
      }}
    />
  );
}
