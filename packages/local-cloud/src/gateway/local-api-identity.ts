/**
 * The fixed names the local gateway reports where AWS reports its own: API ids are 10 lower-case
 * alphanumerics on AWS, the account is a 12-digit number. Handlers must not depend on them.
 */
export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_HTTP_API_ID = 'localhttp0';
export const LOCAL_WEBSOCKET_API_ID = 'localsock0';
/** The HTTP API uses the `$default` stage (no path prefix), as the CDK stack does. */
export const HTTP_STAGE = '$default';
/** WebSocket APIs have no `$default` stage on AWS; the local one is named like the local stage. */
export const WEBSOCKET_STAGE = 'local';
export const LOCAL_REGION_FALLBACK = 'eu-central-1';
