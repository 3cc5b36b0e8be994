export {
  CustomerLocationFields,
  LOCATION_STATE,
  coordinateText,
  type CoordinateTexts,
  type CustomerLocationFieldsProps,
  type CustomerLocationValue,
  type PositionSource,
} from './CustomerLocationFields';
