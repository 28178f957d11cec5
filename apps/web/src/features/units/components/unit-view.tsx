import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { useCompanyInfo } from '../api/get-company-info';
import { UnitsText } from '../units.texts';
import { MapPointField } from './map-point-field';
import { UnitStatusTag } from './unit-status-tag';

/** 查看单位: the unit's card with its invite code (to pass on) and business types (spec-1 §3). */
export function UnitView({ orgId }: { orgId: string | null }) {
  const info = useCompanyInfo(orgId);
  if (!orgId) return <ErrorFallback title={UnitsText.unitFailed} description="缺少 org_id" />;
  if (info.isPending) return <Card className="unit-form-card"><PageSkeleton rows={6} /></Card>;
  if (info.isError) return <ErrorFallback title={UnitsText.unitFailed} description={info.error.message} onRetry={() => void info.refetch()} />;
  const unit = info.data;
  const place = [unit.province, unit.city, unit.area].filter(Boolean).join(' / ');
  const point = unit.jd !== null && unit.wd !== null ? { lng: unit.jd, lat: unit.wd } : undefined;
  return (
    <Card className="unit-form-card" title={unit.company_name} extra={<UnitStatusTag status={unit.status} />}>
      <Descriptions
        column={1}
        bordered
        styles={{ label: { width: 140 } }}
        items={[
          {
            key: 'invite',
            label: UnitsText.inviteCode,
            children: unit.invite_code ? (
              <Typography.Text copyable={{ text: unit.invite_code, tooltips: [UnitsText.copyInvite, '已复制'] }} strong className="invite-code">
                {unit.invite_code}
              </Typography.Text>
            ) : (
              '—'
            ),
          },
          { key: 'name', label: UnitsText.unitName, children: unit.company_name },
          { key: 'small', label: UnitsText.smallName, children: unit.small_name ?? '—' },
          {
            key: 'types',
            label: UnitsText.businessType,
            children: unit.business_type_list.length
              ? unit.business_type_list.map((t) => (
                  <Tag key={t.value} color="blue">
                    {t.name}
                  </Tag>
                ))
              : '—',
          },
          { key: 'area', label: UnitsText.unitArea, children: place || '—' },
          { key: 'addr', label: UnitsText.addr, children: unit.addr ?? '—' },
          { key: 'point', label: UnitsText.position, children: <MapPointField value={point} readOnly /> },
        ]}
      />
    </Card>
  );
}
