export {
  PhotoGrid,
  photoAlt,
  type PhotoGridPhoto,
  type PhotoGridProps,
  type PhotoGridUpload,
} from './PhotoGrid';
