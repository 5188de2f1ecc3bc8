/** The shapes of the node's OpenAPI 3.1 document (built by openapi.ts). */

export type JsonSchema = Record<string, unknown>;

/** A parameter written once under `components.parameters`. */
export interface ParameterRef {
  $ref: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Path parameters inline; query parameters inline, or shared (components.parameters). */
  parameters: (OpenApiParameter | ParameterRef)[];
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
  'x-websocket'?: boolean;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, { get: OpenApiOperation }>;
  /** Every schema the paths refer to by `$ref` (`#/components/schemas/<name>`), once each. */
  components: {
    schemas: Record<string, JsonSchema>;
    /** Query parameters several routes declare alike, once each (shared-parameters.ts). */
    parameters: Record<string, OpenApiParameter>;
  };
}
