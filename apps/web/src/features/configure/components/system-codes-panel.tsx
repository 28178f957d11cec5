import Alert from 'antd/es/alert';
import Collapse from 'antd/es/collapse';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import { useSystemCodes } from '../api/config-api';

/** The platform's code lists (what get_codelist answers): read-only for every unit. */
export function SystemCodesPanel() {
  const { data, isLoading, isError } = useSystemCodes();
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Alert type="error" title="系统代码加载失败" showIcon />;
  return (
    <>
      <Alert type="info" showIcon title="系统类型由平台维护，单位只读" style={{ marginBottom: 12 }} />
      <Collapse
        items={data.list.map((t) => ({
          key: t.code_type,
          label: `${t.code_type}（${t.values.length}）`,
          children: (
            <Table
              size="small"
              rowKey="value"
              pagination={false}
              dataSource={t.values}
              columns={[
                { title: '代码值', dataIndex: 'value' },
                { title: '显示名称', dataIndex: 'name' },
                { title: '排序', dataIndex: 'sort' },
              ]}
            />
          ),
        }))}
      />
    </>
  );
}
