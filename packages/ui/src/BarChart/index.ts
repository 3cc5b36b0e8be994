export { BarChart, barChartSummary, type BarChartProps, type BarChartRow } from './BarChart';
