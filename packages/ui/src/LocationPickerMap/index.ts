export {
  LocationPickerMap,
  PIN_STEP_PX,
  PIN_ZOOM,
  type LocationPickerMapProps,
} from './LocationPickerMap';
