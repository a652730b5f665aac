/** The two functions of topojson-client the local basemap uses (the package ships no types). */
declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): unknown;
  export function mesh(topology: unknown, object: unknown, filter?: (a: unknown, b: unknown) => boolean): unknown;
}
