// Breaks no-circular: left.ts and right.ts import each other.
import { right } from './right';

export const left = () => right;
