import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { sourceMappedStack } from './source-mapped-stack';

/**
 * Powertools' standard JSON line, with one change: an error's stack is mapped through the
 * bundle's source map when one is there (./source-mapped-stack), since functions run without
 * `--enable-source-maps` (docs/adr/0032-stack-traces-without-enable-source-maps.md).
 */
class WorknestLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: attributes.lambdaContext?.coldStart,
        function_arn: attributes.lambdaContext?.invokedFunctionArn,
        function_memory_size: attributes.lambdaContext?.memoryLimitInMB,
        function_name: attributes.lambdaContext?.functionName,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes(additional);
  }

  override formatError(error: Error): LogAttributes {
    const formatted = super.formatError(error);
    const mapped = sourceMappedStack(error.stack);
    return mapped ? { ...formatted, stack: mapped, location: this.getCodeLocation(mapped) } : formatted;
  }
}

/** One structured JSON logger per function; the handler kit adds the request id to every line. */
export const logger = new Logger({
  serviceName: 'worknest',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
  logFormatter: new WorknestLogFormatter(),
});
