// Breaks functions-not-to-tools: a Lambda imports the local cloud.
import { startStayCloud } from '../../../packages/local-cloud/src/start-stay-cloud';

export const localInbox = () => startStayCloud;
