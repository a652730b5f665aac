// Breaks local-cloud-is-a-tool: the SPA imports the local cloud.
import { startStayCloud } from '../../../packages/local-cloud/src/start-stay-cloud';

export const stayCloud = () => startStayCloud;
