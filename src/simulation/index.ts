// Front door of the hosted-page area (GET /simulation, GET /, their endpoints and assets).
export { createSimulationArea, type SimulationArea, type SimulationDeps } from './area.js';
export { capabilityBeforeBody, mountSimulation } from './routes.js';
