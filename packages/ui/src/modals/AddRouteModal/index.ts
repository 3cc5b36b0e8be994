export {
  AddRouteModal,
  type AddRouteModalProps,
  type AddRouteValues,
  type NewRouteStatus,
} from './AddRouteModal';
export { NO_TECHNICIAN_LABEL, type TechnicianOption } from '../RouteFormModal/RouteFormModal';
