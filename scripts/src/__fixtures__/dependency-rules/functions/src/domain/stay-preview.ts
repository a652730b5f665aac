// Breaks no-fixtures-in-production: shipped code that imports a test fixture.
import { sampleStay } from './fixtures/sample-stay';

export const previewStay = () => sampleStay.id;
