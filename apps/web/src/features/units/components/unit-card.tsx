import type { ReactElement } from 'react';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useNavigate } from 'react-router';
import { ReviewStatus, type ResponseOf, type routes } from '@zhuyun/contracts';
import { UnitsText } from '../units.texts';
import { UnitStatusTag } from './unit-status-tag';

export type UnitItem = ResponseOf<typeof routes.getMyCompanies>['list'][number];

interface UnitCardProps {
  unit: UnitItem;
  entering: boolean;
  onView: (unit: UnitItem) => void;
  onEnter: (unit: UnitItem) => void;
}

export function unitPlace(unit: Pick<UnitItem, 'province' | 'city' | 'area' | 'addr'>): string {
  return [unit.province, unit.city, unit.area].filter(Boolean).join('') + (unit.addr ? ` ${unit.addr}` : '');
}

/** A disabled button keeps its tooltip only inside a wrapper that receives the pointer. */
function Guarded({ allowed, children }: { allowed: boolean; children: ReactElement }) {
  if (allowed) return children;
  return (
    <Tooltip title={UnitsText.onlyApproved}>
      <span className="unit-card__guard">{children}</span>
    </Tooltip>
  );
}

/** The unit's business-system applications (spec-1 §2), which only its administrators make. */
export function businessSystemsPath(unit: Pick<UnitItem, 'company_id' | 'company_name'>): string {
  return `/workbenchBusinessSystemApp?${new URLSearchParams({ company_id: unit.company_id, company_name: unit.company_name })}`;
}

/**
 * One unit of My units; view and enter show on hover (or keyboard focus) and work only at status 3 (spec-1 §4).
 * Administrators of an approved unit also reach its business systems from here.
 */
export function UnitCard({ unit, entering, onView, onEnter }: UnitCardProps) {
  const navigate = useNavigate();
  const approved = unit.status === ReviewStatus.approved;
  const initial = (unit.small_name || unit.company_name).slice(0, 1);
  const subtitle = unit.org_name && unit.org_name !== unit.company_name ? unit.org_name : unit.small_name;
  return (
    <article className={`unit-card${unit.is_cur ? ' unit-card--current' : ''}`} aria-label={unit.company_name} tabIndex={0}>
      <div className="unit-card__head">
        {unit.company_logo ? (
          <img className="unit-card__logo" src={unit.company_logo} alt="" />
        ) : (
          <span className="unit-card__logo unit-card__logo--initial" aria-hidden>
            {initial}
          </span>
        )}
        <div className="unit-card__names">
          <div className="unit-card__name" title={unit.company_name}>
            {unit.company_name}
          </div>
          {subtitle && (
            <div className="unit-card__org" title={subtitle}>
              {subtitle}
            </div>
          )}
        </div>
        <div className="unit-card__tags">
          <UnitStatusTag status={unit.status} />
          {unit.is_cur === 1 && <Tag color="blue">{UnitsText.current}</Tag>}
        </div>
      </div>
      <div className="unit-card__place" title={unitPlace(unit)}>
        <EnvironmentOutlined /> {unitPlace(unit) || '—'}
      </div>
      <div className="unit-card__foot">
        <span>
          {UnitsText.joinedAt} {unit.created_at.slice(0, 10)}
        </span>
        {unit.is_default === 1 && <Tag>{UnitsText.defaultUnit}</Tag>}
      </div>
      <div className="unit-card__actions">
        <Guarded allowed={approved}>
          <Button disabled={!approved} onClick={() => onView(unit)}>
            {UnitsText.view}
          </Button>
        </Guarded>
        <Guarded allowed={approved}>
          <Button type="primary" disabled={!approved} loading={entering} onClick={() => onEnter(unit)}>
            {UnitsText.enter}
          </Button>
        </Guarded>
        {approved && unit.is_admin && <Button onClick={() => void navigate(businessSystemsPath(unit))}>{UnitsText.businessSystems}</Button>}
      </div>
    </article>
  );
}
