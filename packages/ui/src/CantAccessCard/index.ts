export { CantAccessCard, type CantAccessCardProps } from './CantAccessCard';
