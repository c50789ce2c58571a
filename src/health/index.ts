// Front door of the health endpoint.
export { HealthSchema, createHealthArea, mountHealth, type HealthArea } from './routes.js';
