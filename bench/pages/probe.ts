/**
 * When a page's control became usable, by the page's own clock, to the frame.
 *
 * Playwright's `waitFor` polls from outside the page, 0, 20, 50, 100, 100 ms apart and then every 500 ms, one
 * protocol round trip each: reading `performance.now()` after it returned measured the poll that saw the control,
 * not the control, so a page usable at 350 ms could read as 770 or 1,270 ms (the loopback figures of stop 30 sat
 * there). This script runs in the page from its first byte (an init script) and checks the control on every animation
 * frame, just before that frame paints; the first frame in which it is visible and enabled is the time.
 *
 * Plain JavaScript in a string, not a function's source: the bench runs under tsx, whose transform may add helpers
 * that do not exist in the page.
 */
export interface ReadyProbe {
  /** A CSS selector for the control. */
  selector: string;
  /** When set, the first match whose text contains this. */
  text?: string;
}

export function probeScript(probe: ReadyProbe): string {
  return `(${PROBE})(${JSON.stringify(probe)});`;
}

const PROBE = `function (probe) {
  var w = window;
  w.__zyReady = null;
  w.__zyFrames = [];
  function find() {
    var list = document.querySelectorAll(probe.selector);
    for (var i = 0; i < list.length; i++) {
      if (!probe.text || (list[i].textContent || '').indexOf(probe.text) >= 0) return list[i];
    }
    return null;
  }
  function usable(el) {
    if (!el || el.disabled) return false;
    var box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  }
  w.__zySpinner = null;
  function frame() {
    if (w.__zyReady !== null) return;
    // The app's route fallback (app/boot-spinner.tsx): when a lazy page made the first render wait.
    if (w.__zySpinner === null && document.querySelector('.boot-spinner')) w.__zySpinner = performance.now();
    if (usable(find())) { w.__zyReady = performance.now(); return; }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
  // Frames that kept the main thread busy over 50 ms, with the scripts that ran in them (Chromium's LoAF API).
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        w.__zyFrames.push({
          start: e.startTime, duration: e.duration, blocking: e.blockingDuration || 0,
          renderStart: e.renderStart || 0, styleAndLayoutStart: e.styleAndLayoutStart || 0,
          scripts: (e.scripts || []).map(function (s) {
            return { src: s.sourceURL || s.invoker || '', invoker: s.invoker || '', start: s.startTime, duration: s.duration,
              compile: s.executionStart ? s.executionStart - s.startTime : 0, forcedLayout: s.forcedStyleAndLayoutDuration || 0 };
          }),
        });
      });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) { /* an older browser: no frame list */ }
}`;
