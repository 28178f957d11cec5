import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** Only what the site screens draw, through echarts/core; it rides in the screens' chunk, never the shell's. */
echarts.use([LineChart, BarChart, GaugeChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
export type SiteChartOption = Parameters<ReturnType<typeof echarts.init>['setOption']>[0];
