import { registerChunkReload } from './chunk-reload';

// Imported for its effect by the client entry, before anything loads a route chunk.
registerChunkReload();
