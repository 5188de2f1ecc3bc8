import { ERROR_DETAIL_TYPE, type ErrorBody } from '#contract/errors.ts';

/**
 * An error a client caused or may see: carries the HTTP status, the gRPC status code and
 * one ErrorDetail, rendered as the spec §7 body `{code, message, details}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly grpcCode: number,
    readonly grpcMessage: string,
    readonly detailCode: number,
    readonly detailMessage: string,
    readonly inner = '',
  ) {
    super(detailMessage);
  }

  toBody(): ErrorBody {
    return {
      code: this.grpcCode,
      message: this.grpcMessage,
      details: [
        {
          '@type': ERROR_DETAIL_TYPE,
          code: this.detailCode,
          message: this.detailMessage,
          inner: this.inner,
        },
      ],
    };
  }
}

/**
 * ErrorDetail codes. Where the reference's errorMap (datanode/api/errors.go) names one it is
 * used; the others are ours, kept in the same numbering families.
 */
export const DetailCode = {
  NOT_MAPPED: 10000,
  MISSING_PARTY_ID: 10014,
  MALFORMED_REQUEST: 10015,
  MISSING_ASSET_ID: 10017,
  INVALID_PAGINATION: 10028,
  INVALID_FILTER: 10029,
  ROUTE_NOT_FOUND: 10404,
  ASSET_NOT_FOUND: 40004,
  RATE_LIMITED: 10429,
  INTERNAL: 10500,
  STARTING: 10503,
} as const;

export const invalidArgument = (detailCode: number, message: string, inner = '') =>
  new ApiError(400, 3, 'InvalidArgument error', detailCode, message, inner);

export const notFound = (detailCode: number, message: string, inner = '') =>
  new ApiError(404, 5, 'NotFound error', detailCode, message, inner);

export const internalError = () =>
  new ApiError(500, 13, 'Internal error', DetailCode.INTERNAL, 'internal error');
