import { Msg } from '@zhuyun/contracts';

/** Shown while the user belongs to no unit (comp_id null): where to join or create one (spec-1 §8). */
export function UnitNotice() {
  return (
    <div className="home-notice" role="note">
      <strong className="home-notice__title">{Msg.noUnitTitle}</strong>
      <span className="home-notice__text">{Msg.joinOrCreateUnitHint}</span>
    </div>
  );
}
