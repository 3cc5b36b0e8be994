export { SignatureFigure, type SignatureFigureProps } from './SignatureFigure';
