import Card from 'antd/es/card';
import Empty from 'antd/es/empty';

/** /blank (spec-2 "Miscellaneous"): an empty page inside the shell, for menu entries that open nothing yet. */
export function BlankShellPage() {
  return (
    <Card title="空白页">
      <Empty description="此页面暂无内容" />
    </Card>
  );
}
