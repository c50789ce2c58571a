// Front door of the hosted-page area (GET /simulation, GET /, their endpoints and assets).
export { createSimulationArea, type SimulationArea, type SimulationDeps } from './area.js';
export { capabilityBeforeBody, mountSimulation } from './endpoints.js';
export { speechCapability } from './speech-endpoints.js';
export { SPEECH_PATH, TRANSCRIBE_PATH } from './schemas.js';
