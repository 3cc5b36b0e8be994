export {
  UploadUrlProvider,
  useUploadUrl,
  type ResolveUploadUrl,
  type UploadUrlProviderProps,
} from './UploadUrl';
