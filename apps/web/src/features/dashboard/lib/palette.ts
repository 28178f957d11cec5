/** The big screen's dark palette: deep navy ground, cyan/teal accents, white figures. */
export const Palette = {
  ground: '#030c24',
  panel: 'rgba(8, 32, 74, 0.55)',
  line: '#11477f',
  cyan: '#20e3ff',
  teal: '#1ee5b5',
  text: '#d6ecff',
  muted: '#7ea6cf',
  amber: '#ffc23d',
  series: ['#20e3ff', '#1ee5b5', '#3d8bff', '#8f6bff', '#ffc23d', '#ff7a59', '#4be07b'],
} as const;
