import { left } from './left';

export const right = () => left;
