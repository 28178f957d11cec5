/** While a page's code arrives: a CSS ring (global.css), so the first load carries no spinner component. */
export function BootSpinner() {
  return (
    <div className="boot-spinner" role="status" aria-label="加载中">
      <span className="boot-spinner__ring" />
    </div>
  );
}
