export const nightlyCents = 5000;
