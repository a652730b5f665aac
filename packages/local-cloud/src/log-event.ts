/** Structured log sink shared by the local cloud's parts (one JSON-able object per event). */
export type LogEvent = (event: Record<string, unknown>) => void;
