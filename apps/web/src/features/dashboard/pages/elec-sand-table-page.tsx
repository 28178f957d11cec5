import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { LeftColumn, RightColumn } from '../components/chart-panels';
import { ScaledStage } from '../components/scaled-stage';
import { ScreenMap } from '../components/screen-map';
import { TitleBar } from '../components/title-bar';
import { screenTitle, screenViewOf } from '../lib/screen-view';
import './elec-sand-table.css';

/**
 * /elecSandTable, the regulatory big screen (spec-2 §2.1): the view follows the stored company_type; the server scopes
 * every figure to what that company may see. Columns 6/12/6 of 24 with gutter 40 (a CSS grid, so the page needs no
 * antd) on a 1920×1080 stage.
 */
export function ElecSandTablePage() {
  const companyType = useSessionStore((state) => state.userInfo?.company_type);
  const navigate = useNavigate();
  const view = screenViewOf(companyType);
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/homepage');
  };
  return (
    <ScaledStage>
      <div className={`screen screen-${view}`} data-view={view}>
        <TitleBar title={screenTitle(view)} onBack={back} />
        <div className="screen-columns">
          <div className="screen-column">
            <LeftColumn />
          </div>
          <div className="screen-column">
            <ScreenMap />
          </div>
          <div className="screen-column">
            <RightColumn />
          </div>
        </div>
      </div>
    </ScaledStage>
  );
}
