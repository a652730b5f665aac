// Allowed: inside one feature.
import { tripTitle } from './trip-title';
// Breaks feature-not-to-other-feature: another feature's internals.
import { roomLabel } from '../../rooms/components/room-label';
// Breaks web-not-to-server.
import { handler } from '../../../../../functions/src/http/get-stay';

export const tripCard = () => [tripTitle, roomLabel, handler];
