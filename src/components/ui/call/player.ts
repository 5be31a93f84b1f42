/** What the sample-call control loads on first use: the engine, the state machine's labels and the captions. */
export { createEngine } from './engine';
export { callStatus, captionsNote, controlLabel, cuesOf, initialState, waitingFor } from './machine';
export { Transcript } from './transcript';
