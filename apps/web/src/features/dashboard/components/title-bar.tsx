import { ScreenText } from '@zhuyun/contracts';
import { useFullScreen, useTimedAlert } from '../lib/use-full-screen';

interface TitleBarProps {
  title: string;
  onBack: () => void;
  doc?: Document;
}

/** Back, the screen's title, and Full screen / Exit with the F11 alert when the browser refuses (spec-2 §2.1). */
export function TitleBar({ title, onBack, doc }: TitleBarProps) {
  const alert = useTimedAlert();
  const fullScreen = useFullScreen(alert.show, doc);
  return (
    <header className="screen-title-bar">
      <button type="button" className="screen-button" onClick={onBack}>
        {ScreenText.back}
      </button>
      <h1 className="screen-title">{title}</h1>
      <button type="button" className="screen-button" onClick={() => void fullScreen.toggle()} aria-pressed={fullScreen.on}>
        {fullScreen.on ? ScreenText.exitFullScreen : ScreenText.fullScreen}
      </button>
      {alert.visible ? (
        <div role="alert" className="screen-alert">
          {ScreenText.fullScreenUnsupported}
        </div>
      ) : null}
    </header>
  );
}
