// hls.js ships no typings for its "light" entry (the same API without subtitles, alternate audio and DRM, ≈ 40 %
// smaller): it is the default export's type.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
