import {
  oracleDataResponseSchema,
  oracleSpecResponseSchema,
  oracleSpecsResponseSchema,
} from '../oracle.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** The markets' data source specs and the oracle data the chain accepted (reference swagger). */
export const oracleSpecs = endpoint({
  name: 'oracleSpecs',
  path: '/api/v2/oracle/specs',
  query: { pagination },
  response: oracleSpecsResponseSchema,
  list: 'oracleSpecs',
});

export const oracleSpec = endpoint({
  name: 'oracleSpec',
  path: '/api/v2/oracle/spec/{oracleSpecId}',
  params: { oracleSpecId: pathParam.id('oracleSpec') },
  response: oracleSpecResponseSchema,
});

export const oracleData = endpoint({
  name: 'oracleData',
  path: '/api/v2/oracle/data',
  query: { oracleSpecId: param.id('oracleSpec'), pagination },
  response: oracleDataResponseSchema,
  list: 'oracleData',
});
