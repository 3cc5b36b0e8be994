export {
  SignaturePad,
  preloadSignaturePad,
  type SignaturePadProps,
  type SignaturePadValue,
} from './SignaturePad';
