// Front door of the hosted-page area (GET /simulation, GET /, their endpoints and assets).
export { createSimulationArea, type SimulationArea, type SimulationDeps } from './area.js';
export { capabilityBeforeBody, mountSimulation } from './routes.js';
export { speechCapability } from './speech-routes.js';
export { SPEECH_PATH, TRANSCRIBE_PATH } from './schemas.js';
