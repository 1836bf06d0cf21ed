/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Options {
    url: string;
    method?: string;
    body?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called once for each connection as it opens. */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
