export { ViewSwitch, type ViewSwitchOption, type ViewSwitchProps } from './ViewSwitch';
