/** What the sample-call control loads on first use: the engine, the state machine's labels and the captions. */
export { createEngine } from './engine';
export { controlLabel, initialState } from './machine';
export { Transcript } from './transcript';
