// Front door of the hosted-page area (GET /simulation, GET /, their endpoints and assets).
export { createSimulationArea, type SimulationArea, type SimulationDeps } from './area.js';
export { mountSimulation } from './routes.js';
