// Breaks lower-layers-not-to-entry: an adapter that imports a handler.
import { handler } from '../http/get-stay';

export const send = () => handler;
