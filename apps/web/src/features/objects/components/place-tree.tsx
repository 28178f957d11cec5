import { useMemo, useState } from 'react';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Tree from 'antd/es/tree';
import { ObjectText } from '../objects.texts';
import { filterPlaces, placeKeys, type PlaceItem } from './object-tree-data';

interface Props {
  places: PlaceItem[];
  selected: string | null;
  onSelect: (objectNo: string | null) => void;
}

interface TreeDatum {
  key: string;
  title: string;
  children: TreeDatum[];
}

const toTreeData = (items: readonly PlaceItem[]): TreeDatum[] =>
  items.map((i) => ({ key: i.key, title: i.isDir ? i.title : `${i.title}（页面）`, children: toTreeData(i.children) }));

/** The categories and pages, searchable; choosing one lists its objects, choosing it again lists all. */
export function PlaceTree({ places, selected, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterPlaces(places, search), [places, search]);
  const searching = Boolean(search.trim());

  return (
    <div className="place-tree">
      <Input.Search allowClear placeholder={ObjectText.search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12 }} />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={places.length === 0 ? ObjectText.emptyTree : ObjectText.noMatch} />
      ) : (
        <Tree
          blockNode
          showLine
          height={520}
          // A search shows every match opened; without one, the first level.
          key={searching ? `search-${search}` : 'all'}
          defaultExpandedKeys={searching ? placeKeys(shown) : places.map((p) => p.key)}
          treeData={toTreeData(shown)}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys[0] ? String(keys[0]) : null)}
        />
      )}
    </div>
  );
}
