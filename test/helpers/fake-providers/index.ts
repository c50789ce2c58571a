// Local stand-ins for the model providers, speaking each wire protocol on 127.0.0.1.
export * from './server.js';
export * from './openai.js';
export * from './anthropic.js';
export * from './anthropic-batches.js';
export * from './openai-batches.js';
export * from './openai-audio.js';
