/**
 * /mcp: Kiln's MCP tools (the ones kiln-mcp serves on stdio, registered in @kiln/mcp) over
 * Streamable HTTP, for a personal API key. Stateless: each POST gets its own server and transport,
 * so any instance answers any request and nothing is kept between them.
 */
import { errorEnvelopeSchema, type ErrorEnvelope } from '@kiln/contract';
import { createKilnMcpServer } from '@kiln/mcp';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode as JsonRpcCode } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiAreaFor } from '../ai/area-service';
import { loadAiConfig, type AiConfig } from '../ai/config';
import { checkedSaving } from '../components/version-checks';
import { apiKeyRouteNote, apiKeySecurity } from '../lib/api-key-docs';
import { hijackReply } from '../lib/hijacked-reply';
import { asJsonRpcError, jsonRpcError } from './json-rpc-errors';
import { serverEngine } from './server-engine';

export interface McpRoutesOptions {
  /** Settings instead of the AI_* and OPENAI_* environment variables (tests). */
  config?: AiConfig;
}

const STATELESS =
  'This MCP endpoint is stateless: POST each JSON-RPC message to /mcp (no session, no event stream to open or close).';

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Not Kiln's error envelope: sent as it is.
  }
};

export const mcpRoutes: FastifyPluginAsyncZod<McpRoutesOptions> = async (app, options) => {
  const { service } = aiAreaFor(app, options.config ?? loadAiConfig());
  const { validator, db, config } = app.ctx;
  const { saving } = checkedSaving(app);

  // The key is checked before the body is read: a caller without one never has it parsed.
  app.addHook('onRequest', app.authenticateKey('mcp'));
  // Refusals made before the transport runs (401, 413, 400, 429 …) leave as JSON-RPC errors.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const envelope = errorEnvelopeSchema.safeParse(readJson(payload));
    if (!envelope.success) return payload;
    if (reply.statusCode === 401) void reply.header('www-authenticate', 'Bearer realm="kiln"');
    return JSON.stringify(asJsonRpcError(reply.statusCode, envelope.data as ErrorEnvelope));
  });

  app.post(
    '/mcp',
    {
      schema: {
        tags: ['mcp'],
        security: apiKeySecurity,
        summary: "Kiln's MCP tools over Streamable HTTP (JSON-RPC 2.0)",
        description:
          `${apiKeyRouteNote} Needs a key with the mcp scope. The tools are kiln-mcp's: generate_component (counted like POST /api/ai/generate, saved in My components), ` +
          'refine_component (a saved version: counted like a copilot message, saved as the next version), validate_component, list_design_system_components, get_design_system_component, ' +
          `search_templates and search_library. Send Accept: application/json, text/event-stream. ${STATELESS}`,
      },
    },
    async (request, reply) => {
      const { userId } = request.currentUser();
      const server = createKilnMcpServer(
        serverEngine({ service, saving, validator, db, publicUrl: config.publicUrl }, userId),
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      const raw = hijackReply(request, reply);
      raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, raw, request.body);
      } catch (error) {
        request.log.error({ err: error }, 'MCP request failed');
        if (!raw.headersSent)
          raw
            .writeHead(500, { 'content-type': 'application/json' })
            .end(
              JSON.stringify(
                jsonRpcError(JsonRpcCode.InternalError, 'Something went wrong on our side.'),
              ),
            );
      }
    },
  );

  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: '/mcp',
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'POST')
          // -32000, as the SDK's own stateless server answers these methods.
          .send(jsonRpcError(-32000, STATELESS)),
    });
};
