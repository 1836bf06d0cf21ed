/**
 * MCP clients read JSON-RPC, not Kiln's error envelope: an answer the server refuses before the
 * MCP transport runs (no key, a body too large, JSON that does not parse, the rate limit) keeps its
 * HTTP status and message from the one mapping (errors.ts), and leaves as a JSON-RPC error.
 */
import { ErrorCode, type ErrorEnvelope } from '@kiln/contract';
import { ErrorCode as JsonRpcCode } from '@modelcontextprotocol/sdk/types.js';

/** Not among JSON-RPC's own codes: the server's range (-32000 to -32099) for "no valid key". */
export const UNAUTHORIZED_CODE = -32001;

export const API_KEY_HINT =
  'Send a personal API key as "Authorization: Bearer kiln_…" (Settings → API keys).';

export const jsonRpcError = (code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0' as const,
  id: null,
  error: { code, message, ...(data === undefined ? {} : { data }) },
});

const rpcCodeOf = (status: number, code: string): number => {
  if (code === ErrorCode.invalidJson) return JsonRpcCode.ParseError;
  if (status === 401 || status === 403) return UNAUTHORIZED_CODE;
  if (status >= 500) return JsonRpcCode.InternalError;
  return JsonRpcCode.InvalidRequest;
};

/** Kiln's error envelope as a JSON-RPC error with the same message; Kiln's code goes in `data`. */
export const asJsonRpcError = (status: number, envelope: ErrorEnvelope) => {
  const { code, message } = envelope.error;
  const text = status === 401 ? `${message.replace(/\.$/, '')}. ${API_KEY_HINT}` : message;
  return jsonRpcError(rpcCodeOf(status, code), text, { status, code });
};
