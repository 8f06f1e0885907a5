// A Bun Worker that parses blocks of whole records for ParsePool.
import { parseBlock } from "./parse-block";
import type { ParseReply, ParseRequest } from "./parse-pool";

declare const self: Worker;
const decoder = new TextDecoder();

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { id, bytes, options } = event.data;
  let reply: ParseReply;
  try {
    reply = { id, result: parseBlock(decoder.decode(bytes), options) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(reply);
};
