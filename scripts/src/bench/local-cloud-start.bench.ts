import type { Bench } from './bench';

/** How long the local cloud takes to start (test mode: in-memory DynamoDB, API only), per part. */
export const localCloudStartBench: Bench = {
  name: 'start',
  async run(context) {
    const { startMs } = await context.localCloud();
    return [
      {
        title: 'Local cloud start (test mode)',
        columns: ['part', 'ready after s'],
        rows: [
          ...startMs.parts.map((status) => [status.label, ((status.ms ?? 0) / 1000).toFixed(2)]),
          ['whole local cloud', (startMs.total / 1000).toFixed(2)],
        ],
        notes: ['Parts start in parallel; the gateway waits for S3 and the inbox. DynamoDB Local (Java) dominates.'],
      },
    ];
  },
};
