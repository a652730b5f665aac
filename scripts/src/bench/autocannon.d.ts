/** The part of autocannon 9's API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface AutocannonResult {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    connections: number;
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
