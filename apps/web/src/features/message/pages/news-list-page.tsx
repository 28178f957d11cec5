import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { message, type ResponseOf } from '@zhuyun/contracts';
import { messageKeys, newsApi, useCateOptions } from '../api/message-api';
import { publishStatusOptions } from '../components/options';

type Row = ResponseOf<typeof message.listNews>['list'][number];
const STATUS_COLOURS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };
const time = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD HH:mm') : '—');

/** Where the editor lives; it returns to `back` when saved. */
export const EDITOR_PATH = '/addModifyDynamics';

/**
 * /dynamicInforList, and the pages of one category (/companyNews, /newsScheme, /onepointNews, /onepointNewsScheme,
 * /culManagePartyBuild): the news list with search, status filter, paging and delete; create and edit open the editor.
 */
export function NewsListPage({ cateCode, title = '动态资讯', back = '/dynamicInforList' }: { cateCode?: string; title?: string; back?: string }) {
  const navigate = useNavigate();
  const cates = useCateOptions(1);
  const edit = (row?: Row) => {
    const query = new URLSearchParams({ back, ...(row ? { news_id: row.news_id } : {}), ...(cateCode ? { cate_code: cateCode } : {}) });
    void navigate(`${EDITOR_PATH}?${query}`);
  };
  const columns: ResourceColumn<Row>[] = [
    { key: 'title', title: '标题', sortable: true, search: { kind: 'input', name: 'search', placeholder: '搜索标题或作者', width: 240 } },
    ...(cateCode ? [] : [{ key: 'cate_code', title: '分类', hideInTable: true, search: { kind: 'select' as const, options: cates } }]),
    { key: 'cate_name', title: '分类' },
    { key: 'author', title: '作者' },
    {
      key: 'status',
      title: '状态',
      search: { kind: 'select', options: publishStatusOptions },
      render: (v) => <Tag color={STATUS_COLOURS[v as number]}>{message.PUBLISH_STATUS_NAMES[v as number]}</Tag>,
      exportValue: (r) => message.PUBLISH_STATUS_NAMES[r.status],
    },
    { key: 'publish_time', title: '发布时间', sortable: true, render: time },
    { key: 'read_count', title: '阅读人数' },
  ];
  return (
    <ResourcePage<Row>
      title={title}
      noun="资讯"
      api={newsApi}
      queryKey={[...messageKeys.news, cateCode ?? 'all']}
      rowKey="news_id"
      columns={columns}
      fixed={cateCode ? { cate_code: cateCode } : undefined}
      describe={(r) => r.title}
      toolbar={
        <Button type="primary" onClick={() => edit()}>
          新增资讯
        </Button>
      }
      rowActions={(r) => (
        <Button type="link" size="small" onClick={() => edit(r)}>
          编辑
        </Button>
      )}
    />
  );
}

const page = (route: keyof typeof message.NEWS_PAGE_CATES, title: string) =>
  function CategoryNewsPage() {
    return <NewsListPage cateCode={message.NEWS_PAGE_CATES[route]} title={title} back={route} />;
  };

export const CompanyNewsPage = page('/companyNews', '企业新闻');
export const NewsSchemePage = page('/newsScheme', '新闻方案');
export const OnepointNewsPage = page('/onepointNews', '一点资讯');
export const OnepointNewsSchemePage = page('/onepointNewsScheme', '一点资讯方案');
export const PartyBuildPage = page('/culManagePartyBuild', '党建文化');
