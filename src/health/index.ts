// Front door of the health endpoint.
export { createHealthArea, type HealthArea } from './area.js';
export { mountHealth } from './endpoints.js';
export { HealthSchema } from './schemas.js';
