export { CantAccessReasons, type CantAccessReasonsProps } from './CantAccessReasons';
