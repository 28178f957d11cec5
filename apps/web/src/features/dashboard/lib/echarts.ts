import { BarChart, EffectScatterChart, PieChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** Only the chart types the big screen draws, through echarts/core (ARCHITECTURE.md "Stack"): this page's chunk only. */
echarts.use([BarChart, PieChart, ScatterChart, EffectScatterChart, GeoComponent, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
